CREATE TABLE "search_responses" (
	"response_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"buyer" jsonb NOT NULL,
	"offers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_responses_expires_at_idx" ON "search_responses" USING btree ("expires_at");