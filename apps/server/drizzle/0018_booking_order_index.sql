DROP INDEX "labels_company_created_idx";--> statement-breakpoint
CREATE INDEX "labels_company_created_idx" ON "labels" USING btree ("company_id","created_at","id");