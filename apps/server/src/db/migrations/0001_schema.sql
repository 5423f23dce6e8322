CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"invite_code" text,
	"location_zip_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allergens" (
	"allergen_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"allergen_id_type_code" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drugs" (
	"med_name_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"generic_name" text NOT NULL,
	"is_brand" boolean NOT NULL,
	"generic_med_name_id" integer,
	"drug_class" text NOT NULL,
	"common_uses" text NOT NULL,
	"category" text NOT NULL,
	"popularity_rank" integer NOT NULL,
	"dea_schedule" text,
	"is_opioid" boolean DEFAULT false NOT NULL,
	"promo_exclusion" text,
	"telemed_conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "drugs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "medical_conditions" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"med_id" integer PRIMARY KEY NOT NULL,
	"med_name_id" integer NOT NULL,
	"form" text NOT NULL,
	"display_form" text NOT NULL,
	"strength" text NOT NULL,
	"display_dosage" text NOT NULL,
	"pricing_unit" text NOT NULL,
	"unit_cost_microdollars" bigint NOT NULL,
	"cost_source" text NOT NULL,
	"quantities" integer[] NOT NULL,
	"default_quantity" integer NOT NULL,
	"is_custom_quantity_allowed" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"id" text PRIMARY KEY NOT NULL,
	"npi" text NOT NULL,
	"name" text NOT NULL,
	"chain_short_name" text NOT NULL,
	"chain_formatted_name" text NOT NULL,
	"network_ids" integer[] NOT NULL,
	"is_supersaver" boolean NOT NULL,
	"is_preferred" boolean NOT NULL,
	"is_delivery" boolean NOT NULL,
	"is_mail_order" boolean NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "pharmacies_npi_unique" UNIQUE("npi")
);
--> statement-breakpoint
CREATE TABLE "prescribers" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"npi" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"credential" text NOT NULL,
	"specialty" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "prescribers_npi_unique" UNIQUE("npi")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"scale" text NOT NULL,
	"row_counts" jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "telemed_conditions" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"consultation_type" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"eligible_states" text[] NOT NULL,
	"male_eligible" boolean NOT NULL,
	"female_eligible" boolean NOT NULL,
	"description" text NOT NULL,
	"treatment_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drug_selections" (
	"session_id" text NOT NULL,
	"med_name_id" integer NOT NULL,
	"med_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_category" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drug_selections_session_id_med_name_id_pk" PRIMARY KEY("session_id","med_name_id")
);
--> statement-breakpoint
ALTER TABLE "drugs" ADD CONSTRAINT "drugs_generic_med_name_id_drugs_med_name_id_fk" FOREIGN KEY ("generic_med_name_id") REFERENCES "drugs"("med_name_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_med_name_id_drugs_med_name_id_fk" FOREIGN KEY ("med_name_id") REFERENCES "drugs"("med_name_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_selections" ADD CONSTRAINT "drug_selections_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "allergens_description_trgm_idx" ON "allergens" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drugs_name_trgm_idx" ON "drugs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drugs_generic_med_name_id_idx" ON "drugs" USING btree ("generic_med_name_id");--> statement-breakpoint
CREATE INDEX "medical_conditions_description_trgm_idx" ON "medical_conditions" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medications_med_name_id_idx" ON "medications" USING btree ("med_name_id","sort_order");--> statement-breakpoint
CREATE INDEX "pharmacies_earth_idx" ON "pharmacies" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "pharmacies_zip_code_idx" ON "pharmacies" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "pharmacies_chain_short_name_idx" ON "pharmacies" USING btree ("chain_short_name");--> statement-breakpoint
CREATE INDEX "prescribers_full_name_trgm_idx" ON "prescribers" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zip_codes_state_code_idx" ON "zip_codes" USING btree ("state_code");