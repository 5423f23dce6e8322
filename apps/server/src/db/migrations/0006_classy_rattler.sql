CREATE TABLE "pinned_medications" (
	"account_id" text NOT NULL,
	"med_name_id" integer NOT NULL,
	"med_id" integer NOT NULL,
	"slug" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_category" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinned_medications_account_id_med_name_id_pk" PRIMARY KEY("account_id","med_name_id")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"med_name_id" integer NOT NULL,
	"med_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"refills_allowed" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"consultation_id" text,
	"prescriber_name" text NOT NULL,
	"dispense_as_written" boolean DEFAULT false NOT NULL,
	"written_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"last_filled_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refill_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"source_order_item_id" text,
	"med_id" integer NOT NULL,
	"med_name_id" integer NOT NULL,
	"slug" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_category" text NOT NULL,
	"interval_days" integer NOT NULL,
	"status" text NOT NULL,
	"last_price_cents" integer NOT NULL,
	"noticed_price_cents" integer,
	"prev_execution_on" date,
	"next_execution_on" date NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refill_schedules_interval_positive" CHECK ("refill_schedules"."interval_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_carts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"med_id" integer NOT NULL,
	"med_name_id" integer NOT NULL,
	"med_price_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"failure_message" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_amount_not_negative" CHECK ("subscription_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"med_id" integer NOT NULL,
	"med_name_id" integer NOT NULL,
	"med_price_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"status" text NOT NULL,
	"subscription_fee_cents" integer NOT NULL,
	"medical_fee_cents" integer NOT NULL,
	"payment_card_id" text,
	"telemed_current_state" text NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"current_cycle" integer DEFAULT 1 NOT NULL,
	"next_charge_on" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_chats" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"consultation_id" text,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_records" (
	"consultation_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"clinician_id" text,
	"decision" text,
	"clinician_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "pharmacy_id" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "origin" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "pinned_medications" ADD CONSTRAINT "pinned_medications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_schedules" ADD CONSTRAINT "refill_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_schedules" ADD CONSTRAINT "refill_schedules_source_order_item_id_order_items_id_fk" FOREIGN KEY ("source_order_item_id") REFERENCES "order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_carts" ADD CONSTRAINT "subscription_carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_chats" ADD CONSTRAINT "visit_chats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_clinician_id_accounts_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_account_idx" ON "prescriptions" USING btree ("account_id","med_name_id");--> statement-breakpoint
CREATE INDEX "refill_schedules_account_idx" ON "refill_schedules" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refill_schedules_due_idx" ON "refill_schedules" USING btree ("status","next_execution_on");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_schedules_source_item_idx" ON "refill_schedules" USING btree ("source_order_item_id") WHERE "refill_schedules"."source_order_item_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_cycle_idx" ON "subscription_charges" USING btree ("subscription_id","cycle");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_charge_on");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_account_drug_live_idx" ON "subscriptions" USING btree ("account_id","med_name_id") WHERE "subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "visit_chats_account_idx" ON "visit_chats" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_records_submitted_idx" ON "visit_records" USING btree ("submitted_at");