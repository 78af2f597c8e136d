CREATE TABLE "flight_inventory" (
	"flight_id" text NOT NULL,
	"cabin" text NOT NULL,
	"capacity" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_inventory_flight_id_cabin_pk" PRIMARY KEY("flight_id","cabin"),
	CONSTRAINT "flight_inventory_sold_range" CHECK ("flight_inventory"."sold" >= 0 AND "flight_inventory"."sold" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "inventory_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"flight_id" text NOT NULL,
	"seat_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"traveller_index" smallint NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_assignments_flight_id_seat_number_pk" PRIMARY KEY("flight_id","seat_number")
);
--> statement-breakpoint
CREATE TABLE "balance_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"traveller_index" smallint,
	"amount_cents" integer NOT NULL,
	"ref" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"traveller_index" smallint NOT NULL,
	"passenger_type" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"birthday" text NOT NULL,
	"gender" text NOT NULL,
	"card_type" text NOT NULL,
	"card_num" text NOT NULL,
	"card_expired" text NOT NULL,
	"nationality" text NOT NULL,
	"card_issue_place" text NOT NULL,
	"ff_program" text DEFAULT '' NOT NULL,
	"ff_number" text DEFAULT '' NOT NULL,
	"known_traveller_number" text DEFAULT '' NOT NULL,
	"ticket_numbers" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"agent_id" uuid,
	"account_code" text NOT NULL,
	"booked_by_name" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_address" text DEFAULT '' NOT NULL,
	"contact_postcode" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"invoice" jsonb,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total_cents" integer NOT NULL,
	"details" jsonb NOT NULL,
	"title" text NOT NULL,
	"departure_at" timestamp with time zone,
	"departure_local" text,
	"flight_codes" text DEFAULT '' NOT NULL,
	"passenger_names" text DEFAULT '' NOT NULL,
	"deadline_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"processor_ref" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_holds_order_idx" ON "inventory_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seat_assignments_order_idx" ON "seat_assignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "balance_ledger_agent_idx" ON "balance_ledger" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_travellers_slot_unique" ON "order_travellers" USING btree ("order_id","traveller_index");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_agent_idx" ON "orders" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_deadline_idx" ON "orders" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");