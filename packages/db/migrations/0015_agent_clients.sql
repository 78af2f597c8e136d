-- Issue 13 §4: an agent's (or sub-agent's) saved clients, picked when booking for a customer,
-- and the customer an order was booked for (a snapshot: editing the client later does not
-- rewrite the order).
CREATE TABLE "agent_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL DEFAULT '',
	"notes" text NOT NULL DEFAULT '',
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "agent_clients_owner_idx" ON "agent_clients" ("owner_id", "last_name", "first_name");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer" jsonb;
