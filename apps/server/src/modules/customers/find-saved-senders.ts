import type { CustomerLookupQuery, CustomerLookupResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { customersRepository } from './customers.repository.js';

/** The phone is unique per company, so one match is the rule; a few are allowed for when that ever changes. */
const matchLimit = 5;

type PlaceRow = { id: string; level: string; nameEn: string; nameMm: string; postcode: string | null } | null;
const placeOf = (row: PlaceRow) => (row ? { id: row.id, name_en: row.nameEn, name_mm: row.nameMm } : null);

/**
 * GET /api/customers?phone=…: the saved sender for the counter form. Customers belong to the company, not to a
 * branch (one row per phone, written by every branch's labels), so any counter of the company finds a repeat
 * sender; the exact whole phone is required, so nobody browses the book.
 */
export async function findSavedSenders({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: CustomerLookupQuery;
}): Promise<CustomerLookupResponse> {
  const rows = await customersRepository.findByPhone(db, {
    companyId: actor.companyId,
    phone: query.phone,
    limit: matchLimit,
  });
  return {
    data: rows.map((row) => {
      // A township's parent is its district, or its region where it has none.
      const district = row.above?.level === 'district' ? row.above : null;
      const region = district ? row.aboveThat : row.above?.level === 'region' ? row.above : null;
      return {
        id: row.id,
        name: row.name,
        phone: row.phone,
        region: placeOf(region),
        district: placeOf(district),
        township: row.township ? { ...placeOf(row.township)!, postcode: row.township.postcode } : null,
        address: row.address,
      };
    }),
  };
}
