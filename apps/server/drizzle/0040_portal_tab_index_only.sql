-- The merchant portal's tab index (0039) carries the status too, so that a tab's count, the counts of every tab and
-- the ids of a page are read from the index alone (index-only scans): PostgreSQL uses an expression index
-- index-only only when the columns the expression reads are in it. Without it, counting a merchant's 200,000 labels
-- read every one of them from the table.
DROP INDEX IF EXISTS labels_merchant_tab_idx;--> statement-breakpoint
CREATE INDEX labels_merchant_tab_idx ON labels (merchant_id, merchant_portal_tab(status), id) INCLUDE (status)
  WHERE merchant_id IS NOT NULL;
