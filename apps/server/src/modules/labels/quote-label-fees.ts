import {
  defaultRateTable,
  hasPermission,
  quoteLabel,
  QuoteError,
  type LabelQuoteRequest,
  type RateTable,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import type { LabelDeps } from './label-access.js';
import { labelLookups, type MerchantLookup, type TownshipLookup } from './label-lookups.js';

export interface ResolvedPlaces {
  township: { id: string; postcode: string | null; parentId: string | null };
  districtId: string | null;
  regionId: string;
}

/** Township → district → region, so the label stores every level and the fee zone can be worked out. */
function resolveTownship(township: TownshipLookup | null, field: string): ResolvedPlaces {
  const regionId = township?.districtParentId ?? township?.parentId;
  if (!township || township.level !== 'township' || !regionId) {
    throw fieldError(field, 'validation.noselectErrorMessage');
  }
  return { township, districtId: township.districtId, regionId };
}

/** What pricing a draft reads: both townships, the company's active rate table and the label's merchant. */
export interface PricingFacts {
  source: TownshipLookup | null;
  destination: TownshipLookup | null;
  rateTable: { id: number; rates: RateTable } | null;
  merchant: MerchantLookup | null;
}

/**
 * Prices a draft from what was looked up for it, with the discount rules for this actor: the one fee path of the
 * counter's create, the quote and the bulk import. A field to correct is an AppError naming it.
 */
export function priceDraft(actor: Actor, request: LabelQuoteRequest, found: PricingFacts) {
  if (request.merchant_id !== undefined && !found.merchant) {
    throw fieldError('merchant_id', 'validation.noselectErrorMessage');
  }
  const source = resolveTownship(found.source, 'source_township');
  const destination = resolveTownship(found.destination, 'destination_township');
  const table = found.rateTable ?? { id: null, rates: defaultRateTable };
  const zonePlace = (place: ResolvedPlaces) => ({
    townshipId: place.township.id,
    districtId: place.districtId,
    regionId: place.regionId,
  });
  try {
    const quote = quoteLabel(
      {
        ...request,
        source: zonePlace(source),
        destination: zonePlace(destination),
        cod_fee_version: found.merchant?.codFeeVersion,
      },
      table.rates,
      { mayDiscountFreely: hasPermission(actor, 'label.discount') },
    );
    return { quote, source, destination, rateTableId: table.id, merchant: found.merchant };
  } catch (error) {
    // The rate table cannot price this weight, service or flight, or the discount is past its limit: the form field
    // to correct is named (with the limit, for a discount).
    if (error instanceof QuoteError) {
      const message = error.params ? { key: error.messageKey, params: error.params } : error.messageKey;
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { [error.field]: [message] } });
    }
    throw error;
  }
}
export type PricedDraft = ReturnType<typeof priceDraft>;

/**
 * Each end's township: as given, else the township with the given postcode (spec §3 "Calculator inputs"); an unknown
 * postcode is a field error on it.
 */
async function townshipsOf(db: Database, request: LabelQuoteRequest): Promise<{ source: string; destination: string }> {
  const wanted = (['source', 'destination'] as const).filter((end) => !request[`${end}_township`]);
  const byPostcode = await labelLookups.townshipsByPostcode(
    db,
    wanted.map((end) => request[`${end}_postcode`]!),
  );
  const fieldErrors: Record<string, string[]> = {};
  const resolve = (end: 'source' | 'destination') => {
    const township = request[`${end}_township`] ?? byPostcode.get(request[`${end}_postcode`]!);
    if (!township) fieldErrors[`${end}_postcode`] = ['label.postcodeUnknown'];
    return township ?? '';
  };
  const places = { source: resolve('source'), destination: resolve('destination') };
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
  return places;
}

/** Prices a draft with the company's active rate table and the discount rules for this actor. */
export async function quoteFor(db: Database, actor: Actor, request: LabelQuoteRequest): Promise<PricedDraft> {
  const places = await townshipsOf(db, request);
  const found = await labelLookups.forQuote(db, {
    ...places,
    companyId: actor.companyId,
    merchantId: request.merchant_id ?? null,
  });
  return priceDraft(actor, request, found);
}

/**
 * POST /api/label/quote: the fee preview the create form shows while staff type, with the discount limit for this
 * user (a discount past it is refused here exactly as on create).
 */
export async function quoteLabelFees({ db, actor, request }: LabelDeps & { actor: Actor; request: LabelQuoteRequest }) {
  const { quote } = await quoteFor(db, actor, request);
  return {
    data: {
      zone: quote.zone,
      fee_lines: quote.lines,
      total_cost: quote.total_cost,
      discount_limit: quote.discount_limit,
    },
  };
}
