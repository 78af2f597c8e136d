-- A search reply's quotes as one text value (issue 10): every new search writes one row, and a
-- jsonb array of 300 strings cost the embedded database more than the rest of the search
-- (parsing the array, then compressing the TOASTed value). Stored uncompressed: the rows live
-- 90 minutes and are read one offer at a time, so the bytes saved are not worth the CPU.
-- Rows written before keep `offers` (jsonb) until the sweep removes them.
ALTER TABLE "search_responses" ADD COLUMN "packed" text;
--> statement-breakpoint
ALTER TABLE "search_responses" ALTER COLUMN "packed" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "search_responses" ALTER COLUMN "offers" DROP NOT NULL;
