CREATE TABLE "analytics_attributions" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"visit_id" text,
	"account_id" text,
	"utm_campaign" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_term" text,
	"utm_content" text,
	"utm_type" text,
	"utm_keyword" text,
	"utm_versionid" text,
	"utm_templateid" text,
	"utm_flowid" text,
	"utm_segmentid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_attributions_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visit_id" text,
	"account_id" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"utm_source" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text,
	"account_id" text,
	"utm_campaign" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_term" text,
	"utm_content" text,
	"utm_type" text,
	"utm_keyword" text,
	"utm_versionid" text,
	"utm_templateid" text,
	"utm_flowid" text,
	"utm_segmentid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"utm_captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visit_id" text,
	"account_id" text,
	"message" text NOT NULL,
	"source" text,
	"line" integer,
	"column" integer,
	"stack" text,
	"page_url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD CONSTRAINT "analytics_visits_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "analytics_attributions_source_idx" ON "analytics_attributions" USING btree ("utm_source");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_at_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_visits_session_idx" ON "analytics_visits" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_visits_account_idx" ON "analytics_visits" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "client_errors_created_at_idx" ON "client_errors" USING btree ("created_at");