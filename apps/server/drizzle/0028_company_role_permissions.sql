-- Role permissions per company (issue 14 review): roles are one ladder shared by every company, and an md who changed
-- a role's permissions changed them for every company. A company's changes are now rows of its own; a role it never
-- changed keeps the permissions seeded on the role. What roles hold today stays every company's default. A later
-- migration that grants or renames a permission (as 0014 and 0015 did on roles) updates these rows too.
CREATE TABLE "company_role_permissions" (
	"company_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"permissions" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_role_permissions_company_id_role_id_pk" PRIMARY KEY("company_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "company_role_permissions" ADD CONSTRAINT "company_role_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_role_permissions" ADD CONSTRAINT "company_role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER company_role_permissions_account_data_version
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();--> statement-breakpoint
-- The signed-in account (migration 0013) with its company's permissions for the role, or the role's own.
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
           FROM user_branches ub JOIN branches jb ON jb.id = ub.branch_id WHERE ub.user_id = u.id))
    FROM users u
      JOIN roles r ON r.id = u.role_id
      JOIN companies c ON c.id = u.company_id
      LEFT JOIN company_role_permissions crp ON crp.company_id = u.company_id AND crp.role_id = u.role_id
      LEFT JOIN branches b ON b.id = u.branch_id
    WHERE u.id = p_user_id
  );
END
$$;
