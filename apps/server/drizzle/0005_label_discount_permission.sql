-- Discounts above the rate table's share of the shipping fee need the new permission label.discount. Roles are data
-- (seeded from the domain's roleDefinitions, then editable), so databases seeded before it get it here, for the
-- roles whose defaults hold it: head office, region manager, owner, manager, supervisor — not staff, customer
-- service, call centre, finance or regional IT. A role an operator has edited keeps its other permissions.
UPDATE roles
SET permissions = array_append(permissions, 'label.discount'), updated_at = now()
WHERE slug IN (
    'super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager',
    'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager',
    'region-manager', 'owner', 'manager', 'supervisor'
  )
  AND NOT ('label.discount' = ANY (permissions));
