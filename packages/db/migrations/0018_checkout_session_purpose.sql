-- A hosted checkout session pays either an order's first payment or, for a tour or cruise
-- booked with a deposit, its balance: the webhook and the return page tell them apart by this.
ALTER TABLE "checkout_sessions" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_purpose" CHECK ("purpose" IN ('order', 'balance'));
