CREATE TABLE "support_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"audience" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"order_number" text,
	"medication" text,
	"lower_price_cents" integer,
	"seen_at" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at");