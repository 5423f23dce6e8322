CREATE TABLE "discount_card_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"pharmacy_id" text NOT NULL,
	"pharmacy_npi" text NOT NULL,
	"med_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"retail_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_card_match_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pharmacy_id" text,
	"coupon_code" text,
	"referrer_card_id" text,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_card_match_codes_uses" CHECK ("discount_card_match_codes"."max_uses" IS NULL OR "discount_card_match_codes"."use_count" <= "discount_card_match_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "discount_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"cardholder_id" text NOT NULL,
	"mobile_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pharmacy_id" text,
	"coupon_code" text,
	"match_code" text,
	"last_amount_owed_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_card_claims" ADD CONSTRAINT "discount_card_claims_card_id_discount_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "discount_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_card_match_codes" ADD CONSTRAINT "discount_card_match_codes_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_card_match_codes" ADD CONSTRAINT "discount_card_match_codes_referrer_card_id_discount_cards_id_fk" FOREIGN KEY ("referrer_card_id") REFERENCES "discount_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_cards" ADD CONSTRAINT "discount_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_cards" ADD CONSTRAINT "discount_cards_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_card_claims_card_idx" ON "discount_card_claims" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_account_idx" ON "discount_cards" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_cardholder_idx" ON "discount_cards" USING btree ("cardholder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_mobile_number_idx" ON "discount_cards" USING btree ("mobile_number");