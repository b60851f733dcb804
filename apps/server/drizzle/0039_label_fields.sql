ALTER TABLE "locations" ADD COLUMN "parent_type" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "with_temp_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "temp_address" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "delivery_type" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "rating_type" text DEFAULT 'actual_weight' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "flat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "compensation_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "finish_item" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "transaction_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "with_smart_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "cod_code" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "item_name" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "source_alpha_3_code" text DEFAULT 'MMR' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "destination_alpha_3_code" text DEFAULT 'MMR' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "return_reason" text;--> statement-breakpoint
-- Hand-written (issue 30 §5, label and location fields) -----------------------------------------------------------
-- A place's parent level, for the places already loaded (the seed writes it for new ones).
UPDATE locations child SET parent_type = parent.level FROM locations parent WHERE parent.id = child.parent_id;--> statement-breakpoint
-- The paid date of labels booked before it was kept: the booking when the sender paid at the counter, the delivery
-- when the receiver paid on it.
UPDATE labels SET paid_at = CASE WHEN purchase_type = 'sender_pay' THEN created_at ELSE delivered_at END
WHERE purchase_type = 'sender_pay' OR (purchase_type IN ('receiver_pay', 'from_cod') AND delivered_at IS NOT NULL);--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_alpha_3_codes" CHECK ("source_alpha_3_code" ~ '^[A-Z]{3}$' AND "destination_alpha_3_code" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_compensation_fee_check" CHECK ("compensation_fee" >= 0);--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_discount_known" CHECK ("discount_kind" IS NULL OR "discount_kind" IN ('amount', 'percent'));--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_discount_percent_check" CHECK (("discount_kind" = 'percent') = ("discount_percent" IS NOT NULL) AND coalesce("discount_percent", 0) BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_temp_address_check" CHECK (NOT "with_temp_address" OR "temp_address" IS NOT NULL);
