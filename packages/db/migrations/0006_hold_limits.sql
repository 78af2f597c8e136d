ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "orders_client_address_idx" ON "orders" USING btree ("client_address","status");--> statement-breakpoint
CREATE INDEX "orders_contact_email_idx" ON "orders" USING btree ("contact_email","status");--> statement-breakpoint
CREATE INDEX "inventory_holds_resource_idx" ON "inventory_holds" USING btree ("resource_key");
