CREATE TABLE "consultations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text,
	"order_item_id" text,
	"condition" text NOT NULL,
	"med_name_id" integer NOT NULL,
	"creation_status" text NOT NULL,
	"status" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"patient_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"cart_item_id" text,
	"med_id" integer NOT NULL,
	"med_name_id" integer NOT NULL,
	"slug" text NOT NULL,
	"formatted_name" text NOT NULL,
	"formatted_description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_category" text NOT NULL,
	"base_price_cents" integer NOT NULL,
	"price_with_coupons_cents" integer NOT NULL,
	"consultation_price_cents" integer,
	"rx_src_type" text,
	"transfer_source" text,
	"rx_src_pharmacy_id" text,
	"rx_src_provider_id" integer,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"is_auto_refill_eligible" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_reference" text NOT NULL,
	"order_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_id" text,
	"status" text NOT NULL,
	"fulfillment_status" text NOT NULL,
	"fulfillment" text NOT NULL,
	"price_category" text NOT NULL,
	"pharmacy_network_id" integer,
	"pharmacy" jsonb,
	"shipping_address" jsonb,
	"subtotal_cents" integer NOT NULL,
	"coupon_code" text,
	"coupon_description" text,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"wallet_cents" integer DEFAULT 0 NOT NULL,
	"consultation_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_card_id" text,
	"card_brand" text,
	"card_last4" text,
	"reimbursement_consent" boolean DEFAULT false NOT NULL,
	"telemed_current_state" text,
	"telemed_treatment_type" text,
	"failure_message" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"pharmacy_npi" text NOT NULL,
	"previous_pharmacy_npi" text NOT NULL,
	"source" text NOT NULL,
	"use_claims" boolean DEFAULT false NOT NULL,
	"use_purchases" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "transfer_source" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "rx_src_pharmacy_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "rx_src_provider_id" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_account_idx" ON "consultations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "consultations_order_idx" ON "consultations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_account_idempotency_idx" ON "orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfillment_status_idx" ON "orders" USING btree ("fulfillment_status");--> statement-breakpoint
CREATE INDEX "transfer_requests_account_idx" ON "transfer_requests" USING btree ("account_id");