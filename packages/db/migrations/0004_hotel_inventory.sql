CREATE TABLE "hotel_inventory" (
	"property_code" text NOT NULL,
	"room_type" text NOT NULL,
	"night" text NOT NULL,
	"capacity" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_inventory_property_code_room_type_night_pk" PRIMARY KEY("property_code","room_type","night"),
	CONSTRAINT "hotel_inventory_sold_range" CHECK ("hotel_inventory"."sold" >= 0 AND "hotel_inventory"."sold" <= "hotel_inventory"."capacity")
);
