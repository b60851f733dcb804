DROP INDEX "announcements_created_idx";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "company_id" integer;--> statement-breakpoint
-- Each announcement belongs to the company of its branch, else of its writer, else (neither known) the first company.
UPDATE "announcements" a SET "company_id" = coalesce(
  (SELECT b."company_id" FROM "branches" b WHERE b."id" = a."branch_id"),
  (SELECT u."company_id" FROM "users" u WHERE u."id" = a."created_by"),
  (SELECT min(c."id") FROM "companies" c)
);--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_company_created_idx" ON "announcements" USING btree ("company_id","created_at");
