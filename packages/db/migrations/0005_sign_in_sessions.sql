CREATE TABLE "sign_in_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_sessions" ADD CONSTRAINT "sign_in_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_sessions_user_idx" ON "sign_in_sessions" USING btree ("user_id");--> statement-breakpoint
-- Sign-ins that existed before this migration keep working: one session per refresh-token
-- family, revoked when every token of the family was.
INSERT INTO "sign_in_sessions" ("id", "user_id", "revoked_at", "created_at")
SELECT "family_id", min("user_id"::text)::uuid, CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END, min("created_at")
FROM "refresh_tokens"
GROUP BY "family_id";
