-- Issue 30 §4 (cleanup): the signed-in account's branch carries its type, so access rules tell an agent branch's
-- people (who work its agent services) from a company branch's counter. Otherwise as 0039.
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
                                       'town', b.town, 'internationalMail', b.international_mail,
                                       'type', b.type) END,
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
      LEFT JOIN merchant_members mm ON mm.user_id = u.id
      LEFT JOIN merchants m ON m.id = mm.merchant_id
    WHERE u.id = p_user_id
  );
END
$$;
