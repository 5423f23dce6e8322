CREATE TABLE "referral_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"invited_account_id" text NOT NULL,
	"inviter_account_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_cents" integer
);
--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_invited_account_id_accounts_id_fk" FOREIGN KEY ("invited_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_inviter_account_id_accounts_id_fk" FOREIGN KEY ("inviter_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_invited_idx" ON "referral_credits" USING btree ("invited_account_id");--> statement-breakpoint
CREATE INDEX "referral_credits_inviter_idx" ON "referral_credits" USING btree ("inviter_account_id");--> statement-breakpoint
CREATE INDEX "referral_credits_order_idx" ON "referral_credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "accounts_referred_by_code_idx" ON "accounts" USING btree ("referred_by_code");