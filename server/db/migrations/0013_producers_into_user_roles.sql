-- user_roles is the one source of who owns or produces a production line: the rows of the separate
-- producers table move into user_roles (role_type producer, resource production_line), duplicates of a grant are
-- removed, and one grant per user, role and resource is enforced from now on.
DELETE FROM "user_roles" a USING "user_roles" b
  WHERE a."id" > b."id" AND a."user_id" = b."user_id" AND a."role_type" = b."role_type"
    AND a."resource_type" IS NOT DISTINCT FROM b."resource_type" AND a."resource_id" IS NOT DISTINCT FROM b."resource_id";--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "role_type", "resource_type", "resource_id", "granted_at")
  SELECT p."user_id", CASE WHEN p."role" = 'owner' THEN 'production_line_owner' ELSE 'producer' END, 'production_line',
         p."production_line_id"::text, p."created_at"
  FROM "producers" p
  WHERE NOT EXISTS (
    SELECT 1 FROM "user_roles" r
    WHERE r."user_id" = p."user_id" AND r."resource_type" = 'production_line'
      AND r."resource_id" = p."production_line_id"::text
      AND r."role_type" = CASE WHEN p."role" = 'owner' THEN 'production_line_owner' ELSE 'producer' END
  );--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_role_resource_uq" UNIQUE NULLS NOT DISTINCT("user_id","role_type","resource_type","resource_id");--> statement-breakpoint
DROP TABLE "producers" CASCADE;
