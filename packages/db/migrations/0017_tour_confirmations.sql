-- Issue 14 §4: the operator's 48-hour confirmation of paid tour and cruise orders. One row per
-- paid order: the promised deadline (payment + 48 h), when the operator answers, the answer, and
-- the lease of the job process deciding it (several processes never decide one twice).
CREATE TABLE "tour_confirmations" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"confirm_by" timestamp with time zone NOT NULL,
	"decide_at" timestamp with time zone NOT NULL,
	"force_decline" integer DEFAULT 0 NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_confirmations_decision" CHECK ("decision" IS NULL OR "decision" IN ('confirmed', 'declined')),
	CONSTRAINT "tour_confirmations_window" CHECK ("decide_at" <= "confirm_by")
);
--> statement-breakpoint
CREATE INDEX "tour_confirmations_due_idx" ON "tour_confirmations" ("decide_at") WHERE "decision" IS NULL;
