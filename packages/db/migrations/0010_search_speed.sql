-- Every change of flight seats, whoever makes it (a hold, a release, a sweep, an operator's
-- SQL), tells every API process at commit: their in-process seat index and search caches
-- reload instead of showing seats that are gone. The payload names no sender, so the process
-- that made the change hears it too (after its commit, not before).
CREATE FUNCTION "flight_inventory_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('travel_inventory_changed', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "flight_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flight_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "flight_inventory_notify"();
