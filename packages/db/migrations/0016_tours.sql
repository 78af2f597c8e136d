-- Issue 14 §1: the tour and cruise catalogue (operators, ships and cabins, tours with their
-- day-by-day itinerary, fixed departures with places left and prices per option in cents).
-- Places left can never go below zero or above the departure's capacity.
CREATE TABLE "tour_operators" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_ships" (
	"code" text PRIMARY KEY NOT NULL,
	"operator_code" text NOT NULL REFERENCES "tour_operators"("code"),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"year_built" smallint NOT NULL,
	"passengers" smallint NOT NULL,
	"decks" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_cabins" (
	"ship_code" text NOT NULL REFERENCES "cruise_ships"("code"),
	"code" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"decks" text NOT NULL,
	"beds" text NOT NULL,
	"max_occupancy" smallint NOT NULL,
	"guarantee_option" boolean NOT NULL,
	"guarantee_discount_percent" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cruise_cabins_ship_code_code_pk" PRIMARY KEY("ship_code","code")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL UNIQUE,
	"kind" text NOT NULL,
	"style" text NOT NULL,
	"operator_code" text NOT NULL REFERENCES "tour_operators"("code"),
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"country_code" text NOT NULL,
	"time_zone" text NOT NULL,
	"region" text NOT NULL,
	"area" text NOT NULL,
	"days" smallint NOT NULL,
	"summary" text NOT NULL,
	"highlights" jsonb NOT NULL,
	"overview" text NOT NULL,
	"picture" text NOT NULL,
	"published_on" text NOT NULL,
	"ship_code" text REFERENCES "cruise_ships"("code"),
	"port_charges_cents" integer DEFAULT 0 NOT NULL,
	"gratuities_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"final_payment_days" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tours_kind" CHECK ("tours"."kind" in ('tour', 'cruise')),
	CONSTRAINT "tours_days" CHECK ("tours"."days" between 1 and 60)
);
--> statement-breakpoint
CREATE INDEX "tours_destination_idx" ON "tours" ("kind","region","area");
--> statement-breakpoint
CREATE TABLE "tour_days" (
	"tour_id" text NOT NULL REFERENCES "tours"("id") ON DELETE CASCADE,
	"day" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"places" jsonb NOT NULL,
	"meals" text NOT NULL,
	"overnight" text,
	CONSTRAINT "tour_days_tour_id_day_pk" PRIMARY KEY("tour_id","day")
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"id" text PRIMARY KEY NOT NULL,
	"tour_id" text NOT NULL REFERENCES "tours"("id") ON DELETE CASCADE,
	"date" text NOT NULL,
	"capacity" smallint NOT NULL,
	"places_left" smallint NOT NULL,
	"guaranteed" boolean NOT NULL,
	"single_supplement_cents" integer NOT NULL,
	"from_cents" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_departures_places_range" CHECK ("tour_departures"."places_left" >= 0 AND "tour_departures"."places_left" <= "tour_departures"."capacity")
);
--> statement-breakpoint
CREATE INDEX "tour_departures_tour_date_idx" ON "tour_departures" ("tour_id","date");
--> statement-breakpoint
CREATE INDEX "tour_departures_date_idx" ON "tour_departures" ("date");
