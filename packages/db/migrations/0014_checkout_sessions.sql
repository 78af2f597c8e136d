-- The hosted checkout (issue 12 §2). Our side: checkout sessions per order and the processor
-- events handled (deduplicated by id). The sandbox processor's side: its sessions and the
-- outbox of webhook events it still owes us (delivered with retries until answered 2xx).
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"url" text,
	"payment_ref" text,
	"outcome" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checkout_sessions_order_idx" ON "checkout_sessions" ("order_id", "created_at");
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method_types" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"charge_key" text,
	"payment_intent" text,
	"paid_with" text,
	"lease_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkout_sessions_payment_intent_idx" ON "sandbox_checkout_sessions" ("payment_intent");
--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_open_idx" ON "sandbox_checkout_sessions" ("expires_at") WHERE "status" in ('open', 'processing');
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_outbox" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_due_idx" ON "sandbox_webhook_outbox" ("next_attempt_at") WHERE "delivered_at" is null;
