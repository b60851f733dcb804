-- The signed-in account as one JSON value: user, role (names in every locale), company, current and jointed branches,
-- as the access checks and GET /api/active_account need it. A function rather than a subquery of the authenticating
-- statement: PostgreSQL sets up every node of a subquery's plan at each execution, used or not (≈ 20 µs a request
-- for an account read only when the data version moved); a PL/pgSQL call is planned once per connection and costs
-- nothing until it is made.
CREATE FUNCTION auth_account(p_user_id integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', u.id, 'companyId', u.company_id, 'name', u.name, 'userName', u.user_name, 'status', u.status,
      'locale', u.locale, 'allBranches', u.all_branches, 'branchCollectionId', u.branch_collection_id,
      'role', json_build_object('id', r.id, 'slug', r.slug, 'level', r.level, 'permissions', r.permissions,
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
      LEFT JOIN branches b ON b.id = u.branch_id
    WHERE u.id = p_user_id
  );
END
$$;
