-- Order list columns every product fills (issue 11): when the product starts (a flight's first
-- departure, a hotel's check-in), the codes a search finds it by (flight numbers), who travels,
-- and what paying the order takes now. The renamed columns keep their values; due_now_cents is
-- filled as the payment code computed it until now (a hotel's details.dueNow, else the total).
ALTER TABLE "orders" RENAME COLUMN "departure_at" TO "starts_at";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "departure_local" TO "starts_local";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "flight_codes" TO "search_codes";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "passenger_names" TO "traveller_names";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_now_cents" integer;
--> statement-breakpoint
UPDATE "orders" SET "due_now_cents" = CASE
  WHEN "product" = 'hotel' AND jsonb_typeof("details" -> 'dueNow') = 'number'
    THEN ("details" ->> 'dueNow')::integer
  ELSE "total_cents"
END;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "due_now_cents" SET NOT NULL;
