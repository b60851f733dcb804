CREATE TABLE "user_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_two_step" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_step" ADD CONSTRAINT "user_two_step_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_invites_user_idx" ON "user_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user_idx" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_merchant_idx" ON "users" USING btree ("merchant_id") WHERE "users"."merchant_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_member" CHECK (("users"."user_type" = 'merchant') = ("users"."merchant_id" is not null));--> statement-breakpoint
-- Merchant accounts (issue 30 §1). A database seeded before this migration gets the merchant's two roles (a new one
-- gets them from the seed, with every other role).
INSERT INTO roles (slug, level, name_en, name_mm, name_zh, permissions)
SELECT v.slug, v.level, v.name_en, v.name_mm, v.name_zh, v.permissions
FROM (VALUES
  ('merchant-owner', 90, 'Merchant owner', 'ကုန်သည် ပိုင်ရှင်', '商户店主',
   ARRAY['merchant-portal.view', 'merchant-portal.book', 'merchant-portal.manage']::text[]),
  ('merchant-clerk', 91, 'Merchant clerk', 'ကုန်သည် စာရေး', '商户店员',
   ARRAY['merchant-portal.view', 'merchant-portal.book']::text[])
) AS v(slug, level, name_en, name_mm, name_zh, permissions)
WHERE EXISTS (SELECT 1 FROM roles)
ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
-- An account's 2-step state is part of the signed-in account: a change reaches every API process's kept copy.
CREATE TRIGGER user_two_step_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_two_step
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();--> statement-breakpoint
-- The signed-in account (0013, 0028) with the merchant a member works for and whether 2-step verification is on.
CREATE OR REPLACE FUNCTION auth_account(p_user_id integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', u.id, 'companyId', u.company_id, 'name', u.name, 'userName', u.user_name, 'status', u.status,
      'locale', u.locale, 'allBranches', u.all_branches, 'branchCollectionId', u.branch_collection_id,
      'role', json_build_object('id', r.id, 'slug', r.slug, 'level', r.level,
                                'permissions', coalesce(crp.permissions, r.permissions),
                                'names', json_build_object('en', r.name_en, 'mm', r.name_mm, 'zh', r.name_zh)),
      'businessName', c.name_en,
      'branch', CASE WHEN b.id IS NULL THEN NULL
                ELSE json_build_object('id', b.id, 'code', b.code, 'nameEn', b.name_en, 'nameMm', b.name_mm,
                                       'town', b.town, 'internationalMail', b.international_mail) END,
      'jointedBranches',
        (SELECT coalesce(json_agg(json_build_object('id', jb.id, 'name_en', jb.name_en, 'name_mm', jb.name_mm)
                                  ORDER BY jb.id), '[]'::json)
           FROM user_branches ub JOIN branches jb ON jb.id = ub.branch_id WHERE ub.user_id = u.id),
      'merchant', CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'name', m.name) END,
      'twoStepEnabled', EXISTS (SELECT 1 FROM user_two_step t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL))
    FROM users u
      JOIN roles r ON r.id = u.role_id
      JOIN companies c ON c.id = u.company_id
      LEFT JOIN company_role_permissions crp ON crp.company_id = u.company_id AND crp.role_id = u.role_id
      LEFT JOIN branches b ON b.id = u.branch_id
      LEFT JOIN merchants m ON m.id = u.merchant_id
    WHERE u.id = p_user_id
  );
END
$$;
--> statement-breakpoint
-- The merchant portal's tab of a label status (the domain's merchantTabOf; a test checks they agree for every status),
-- so that a tab's page is one index range: the member's merchant, the tab, newest first.
CREATE FUNCTION merchant_portal_tab(status text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN status IN ('pending', 'created', 'process', 'pickup_courier_leader', 'pickup_courier') THEN 'pending'
    WHEN status IN ('accept_from_origin_branch') THEN 'accepted'
    WHEN status IN ('accept_by_transport', 'sendback_to_transport', 'send_to_destination_branch', 'arrived_to_destination_branch', 'send_to_destination_address', 'send_to_forward_branch', 'arrived_to_forward_branch', 'send_from_forward_branch', 'send_from_redirect_branch', 'missing', 'redirected', 'pending_reject', 'send_to_mmpost', 'postman_hand_over') THEN 'process'
    WHEN status IN ('delivered') THEN 'delivered'
    WHEN status IN ('sentback_to_customer', 'reject', 'return_confirmed', 'mpost_return_confirmed') THEN 'return'
    WHEN status IN ('sendback_to_destination_branch', 'sendback_to_origin_branch', 'arrived_to_origin_branch', 'sendback_to_origin_address', 'pending_return_confirm', 'arrivedback_to_destination_branch', 'schedule_return') THEN 'ongoing_return'
  END
$$;--> statement-breakpoint
CREATE INDEX labels_merchant_tab_idx ON labels (merchant_id, merchant_portal_tab(status), id)
  WHERE merchant_id IS NOT NULL;
