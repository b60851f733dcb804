DROP INDEX "labels_via_branch_idx";--> statement-breakpoint
CREATE INDEX "labels_accept_branch_idx" ON "labels" USING btree ("accept_branch_id","id");--> statement-breakpoint
CREATE INDEX "labels_deliver_branch_idx" ON "labels" USING btree ("deliver_branch_id","id","accept_branch_id");--> statement-breakpoint
CREATE INDEX "labels_via_branch_idx" ON "labels" USING btree ("via_branch_id","id","accept_branch_id","deliver_branch_id");