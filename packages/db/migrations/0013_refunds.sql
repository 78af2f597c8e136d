-- Money after the sale (issue 12). A refund is a payment row of its own: kind 'refund', a
-- negative amount, linked to the charge it returns (refund_of), sent with its own idempotency
-- key. Charges keep the processor key they were made with (charge_key), so they can be given
-- back; rows written before this migration get theirs from the sandbox processor's records.
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" uuid REFERENCES "payments"("id");
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_key" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lease_until" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" ("lease_until") WHERE "status" = 'pending';
--> statement-breakpoint
UPDATE "payments" AS p SET "charge_key" = pc."idempotency_key"
FROM "processor_charges" AS pc
WHERE p."method" = 'card' AND p."status" = 'succeeded'
  AND pc."outcome" ->> 'processorRef' = p."processor_ref";
--> statement-breakpoint
-- One row per order cancelled after payment: the refund quote it was cancelled on, and whether
-- the supplier (airline, hotel) has been told. The reconciler finishes a supplier step that a
-- crash interrupted.
CREATE TABLE "order_cancellations" (
  "order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "quote" jsonb NOT NULL,
  "paid_cents" integer NOT NULL,
  "refund_cents" integer NOT NULL,
  "supplier_status" text NOT NULL,
  "supplier_ref" text,
  "lease_until" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_cancellations_pending_idx" ON "order_cancellations" ("lease_until")
  WHERE "supplier_status" = 'pending';
