ALTER TABLE "emo_orders" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Only a returned order's amount is refunded to its sender (a cancel refunds at once, in its own step), and a refund
-- names who handed the cash over.
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_refund_of_returned" CHECK ("refunded_at" is null or ("status" = 'returned' and "refunded_by" is not null));
