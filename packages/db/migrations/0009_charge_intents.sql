CREATE TABLE "processor_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"charge_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_intents" (
	"charge_key" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_intents" ADD CONSTRAINT "charge_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_intents_one_open_idx" ON "charge_intents" USING btree ("order_id") WHERE "charge_intents"."status" in ('charging', 'refunding');--> statement-breakpoint
CREATE INDEX "charge_intents_lease_idx" ON "charge_intents" USING btree ("status","lease_until");
