CREATE TABLE "export_chunks" (
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "export_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"file_name" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_chunks" ADD CONSTRAINT "export_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_claim_idx" ON "export_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "export_jobs_company_idx" ON "export_jobs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "labels_accept_branch_stuck_idx" ON "labels" USING btree ("accept_branch_id","updated_at") WHERE "labels"."status" not in ('pending', 'created', 'delivered', 'sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed');--> statement-breakpoint
CREATE INDEX "labels_deliver_branch_stuck_idx" ON "labels" USING btree ("deliver_branch_id","updated_at") WHERE "labels"."status" not in ('pending', 'created', 'delivered', 'sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed');