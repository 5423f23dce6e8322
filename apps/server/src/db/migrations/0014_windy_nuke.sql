CREATE TABLE "feedback_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey" text NOT NULL,
	"session_id" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_answers_survey_session_idx" ON "feedback_answers" USING btree ("survey","session_id");--> statement-breakpoint
CREATE INDEX "feedback_answers_created_idx" ON "feedback_answers" USING btree ("created_at");