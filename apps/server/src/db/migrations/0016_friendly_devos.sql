CREATE TABLE "partner_patients" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_pharmacy_id" text NOT NULL,
	"account_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_pharmacies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_prescription_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"prescription_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"days_supply" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_prescriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"med_name_id" integer NOT NULL,
	"med_id" integer NOT NULL,
	"rx_number" text,
	"prescriber_name" text,
	"refills_remaining" integer NOT NULL,
	"last_filled_on" date,
	"expires_on" date,
	"is_auto_refill_eligible" boolean NOT NULL,
	"enrolled_in_autorefill" boolean DEFAULT false NOT NULL,
	"consumer_refill_date" date,
	"cancel_reason_code" text,
	"cancel_reason_text" text,
	"delay_reason_code" text,
	"delay_reason_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_staff" (
	"account_id" text PRIMARY KEY NOT NULL,
	"partner_pharmacy_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_survey_answers" (
	"question_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"survey_id" text NOT NULL,
	"value" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_survey_answers_question_id_patient_id_pk" PRIMARY KEY("question_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "partner_survey_completions" (
	"survey_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_survey_completions_survey_id_patient_id_pk" PRIMARY KEY("survey_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "partner_survey_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_pharmacy_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_exit_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"source" text NOT NULL,
	"secret_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_session_id" text,
	"mapped_account_id" text,
	"mapped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_patient_id" text NOT NULL,
	"email" text NOT NULL,
	"secret_hash" text NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"author" text NOT NULL,
	"staff_account_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_chat_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_chats" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"partner_pharmacy_id" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_chats_patient_id_unique" UNIQUE("patient_id")
);
--> statement-breakpoint
CREATE TABLE "plus_order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"prescription_id" text NOT NULL,
	"selected_price_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"days_supply" integer NOT NULL,
	"auto_refill_opted_in" boolean DEFAULT false NOT NULL,
	"client_key" text,
	"status" text DEFAULT 'active' NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"partner_pharmacy_id" text NOT NULL,
	"order_number" text,
	"status" text NOT NULL,
	"fulfillment_status" text,
	"fulfillment_option" text,
	"fulfillment_cents" integer DEFAULT 0 NOT NULL,
	"signature_opted_in" boolean DEFAULT false NOT NULL,
	"special_instructions" text,
	"payment_card_id" text,
	"card_brand" text,
	"card_last4" text,
	"submit_attempt" integer DEFAULT 0 NOT NULL,
	"charge_id" text,
	"total_cents" integer,
	"submitting_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_patients" ADD CONSTRAINT "partner_patients_partner_pharmacy_id_partner_pharmacies_id_fk" FOREIGN KEY ("partner_pharmacy_id") REFERENCES "partner_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_patients" ADD CONSTRAINT "partner_patients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_prescription_prices" ADD CONSTRAINT "partner_prescription_prices_prescription_id_partner_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "partner_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_prescriptions" ADD CONSTRAINT "partner_prescriptions_patient_id_partner_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_staff" ADD CONSTRAINT "partner_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_staff" ADD CONSTRAINT "partner_staff_partner_pharmacy_id_partner_pharmacies_id_fk" FOREIGN KEY ("partner_pharmacy_id") REFERENCES "partner_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_survey_answers" ADD CONSTRAINT "partner_survey_answers_question_id_partner_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "partner_survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_survey_answers" ADD CONSTRAINT "partner_survey_answers_patient_id_partner_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_survey_answers" ADD CONSTRAINT "partner_survey_answers_survey_id_partner_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "partner_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_survey_completions" ADD CONSTRAINT "partner_survey_completions_survey_id_partner_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "partner_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_survey_completions" ADD CONSTRAINT "partner_survey_completions_patient_id_partner_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_survey_questions" ADD CONSTRAINT "partner_survey_questions_survey_id_partner_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "partner_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_surveys" ADD CONSTRAINT "partner_surveys_partner_pharmacy_id_partner_pharmacies_id_fk" FOREIGN KEY ("partner_pharmacy_id") REFERENCES "partner_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_exit_tokens" ADD CONSTRAINT "patient_exit_tokens_patient_id_partner_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_exit_tokens" ADD CONSTRAINT "patient_exit_tokens_verified_session_id_sessions_id_fk" FOREIGN KEY ("verified_session_id") REFERENCES "sessions"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "patient_exit_tokens" ADD CONSTRAINT "patient_exit_tokens_mapped_account_id_accounts_id_fk" FOREIGN KEY ("mapped_account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_referrals" ADD CONSTRAINT "patient_referrals_referrer_patient_id_partner_patients_id_fk" FOREIGN KEY ("referrer_patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_chat_messages" ADD CONSTRAINT "pharmacy_chat_messages_chat_id_pharmacy_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "pharmacy_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_chat_messages" ADD CONSTRAINT "pharmacy_chat_messages_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_chat_tokens" ADD CONSTRAINT "pharmacy_chat_tokens_chat_id_pharmacy_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "pharmacy_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_chat_tokens" ADD CONSTRAINT "pharmacy_chat_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_chats" ADD CONSTRAINT "pharmacy_chats_patient_id_partner_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_chats" ADD CONSTRAINT "pharmacy_chats_partner_pharmacy_id_partner_pharmacies_id_fk" FOREIGN KEY ("partner_pharmacy_id") REFERENCES "partner_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_order_items" ADD CONSTRAINT "plus_order_items_order_id_plus_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "plus_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_order_items" ADD CONSTRAINT "plus_order_items_prescription_id_partner_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "partner_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_orders" ADD CONSTRAINT "plus_orders_patient_id_partner_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "partner_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_orders" ADD CONSTRAINT "plus_orders_partner_pharmacy_id_partner_pharmacies_id_fk" FOREIGN KEY ("partner_pharmacy_id") REFERENCES "partner_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_orders" ADD CONSTRAINT "plus_orders_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_patients_pharmacy_idx" ON "partner_patients" USING btree ("partner_pharmacy_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_patients_mobile_idx" ON "partner_patients" USING btree ("mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_patients_account_idx" ON "partner_patients" USING btree ("partner_pharmacy_id","account_id") WHERE "partner_patients"."account_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "partner_prescription_prices_rx_idx" ON "partner_prescription_prices" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "partner_prescriptions_patient_idx" ON "partner_prescriptions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "partner_survey_answers_survey_idx" ON "partner_survey_answers" USING btree ("survey_id","patient_id");--> statement-breakpoint
CREATE INDEX "partner_survey_questions_survey_idx" ON "partner_survey_questions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "partner_surveys_pharmacy_idx" ON "partner_surveys" USING btree ("partner_pharmacy_id");--> statement-breakpoint
CREATE INDEX "patient_exit_tokens_patient_idx" ON "patient_exit_tokens" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_exit_tokens_session_idx" ON "patient_exit_tokens" USING btree ("verified_session_id");--> statement-breakpoint
CREATE INDEX "patient_referrals_referrer_idx" ON "patient_referrals" USING btree ("referrer_patient_id");--> statement-breakpoint
CREATE INDEX "pharmacy_chat_messages_chat_idx" ON "pharmacy_chat_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_chat_tokens_expires_idx" ON "pharmacy_chat_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pharmacy_chats_pharmacy_idx" ON "pharmacy_chats" USING btree ("partner_pharmacy_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_order_items_rx_idx" ON "plus_order_items" USING btree ("order_id","prescription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_order_items_key_idx" ON "plus_order_items" USING btree ("order_id","client_key") WHERE "plus_order_items"."client_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plus_orders_one_open_idx" ON "plus_orders" USING btree ("patient_id") WHERE "plus_orders"."status" IN ('open', 'submitting');--> statement-breakpoint
CREATE UNIQUE INDEX "plus_orders_number_idx" ON "plus_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "plus_orders_pharmacy_idx" ON "plus_orders" USING btree ("partner_pharmacy_id","status");