-- Spec part 2 §3: "The WeChat flow adds shortNumber to the order." An 8-digit reference without a
-- leading zero, made once when the order's first WeChat Pay checkout session is opened and kept:
-- the traveller quotes it by phone and sees it in the WeChat payment record. Unique among orders
-- (a collision on making one is retried); null on orders never paid through WeChat.
ALTER TABLE "orders" ADD COLUMN "short_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_short_number_format" CHECK ("short_number" IS NULL OR "short_number" ~ '^[1-9][0-9]{7}$');
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_short_number_unique" ON "orders" ("short_number");
