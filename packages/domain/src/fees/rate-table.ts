import { z } from 'zod';
import { itemTypes, serviceTypes } from '../labels/label-enums.js';
import { codFeeVersions, serviceNames } from './fee-enums.js';

/**
 * The tariff as data (issue 3 §4): zones, shipping rates by service type, item type, weight band and zone, service
 * fees, COD formula, gate submit and flight fees. The server stores it (editable, versioned); `quoteLabel` reads it.
 */
const kyat = z.number().int().min(0);
const zoneFees = z.object({ z1: kyat, z2: kyat, z3: kyat, z4: kyat });
const placeIds = z.array(z.string().min(1)).default([]);

/** A set of places by region, district or township id (the location ids of the reference data). */
export const placeSetSchema = z.object({ region_ids: placeIds, district_ids: placeIds, township_ids: placeIds });
export type PlaceSet = z.infer<typeof placeSetSchema>;

export const zoneSchemeSchema = z.object({
  /** Cities whose inside is zone 1 and between which is zone 2 (Yangon, Mandalay, Nay Pyi Taw by default). */
  metro_areas: z.array(placeSetSchema.extend({ code: z.string().min(1) })),
  /** Places reached mainly by air or through partners: zone 4. */
  remote: placeSetSchema,
});
export type ZoneScheme = z.infer<typeof zoneSchemeSchema>;

export const weightBandSchema = z.object({ up_to_grams: z.number().int().positive(), fees: zoneFees });
export type WeightBand = z.infer<typeof weightBandSchema>;

export const shippingRateSchema = z.object({
  service_type: z.enum(serviceTypes),
  /** null = any item type; a row for the exact item type wins. */
  item_type: z.enum(itemTypes).nullable(),
  /** Ascending; a weight takes the first band it fits. */
  bands: z.array(weightBandSchema).min(1),
  /** Per started kilogram above the last band; null = nothing heavier is accepted. */
  extra_per_kg: zoneFees.nullable(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** Agent fees of the seeded tariff (estimates; see `agent_fees`). */
export const defaultAgentFees = { accept: 500, deliver: 1000, full_service: 1300 };
export const defaultAgentDiscountPercent = 5;
const agentFeesSchema = z.object({ accept: kyat, deliver: kyat, full_service: kyat });
const agentDiscountPercent = z.number().int().min(0).max(100);

export const rateTableSchema = z.object({
  version: z.literal(1),
  zones: zoneSchemeSchema,
  shipping: z.array(shippingRateSchema).min(1),
  /** Flat fee per service (spec §9 "Rates"); services missing here cost nothing. */
  service_fees: z.partialRecord(z.enum(serviceNames), kyat),
  cod_fee_version: z.literal(codFeeVersions),
  /** Drop-off charge per parcel handed to a highway bus gate. */
  gate_submit_fee: kyat,
  /**
   * What Myanmar Post charges per item handed off to it (issue 28 §2). An estimate (glossary: no published tariff
   * found); tables stored before it existed read the default.
   */
  mpost_fee: kyat.default(1000),
  /**
   * What the company pays an agent branch per confirmed service (issue 30 §4: `agent_accept_fee`,
   * `agent_deliver_fee`, `agent_full_service_fee`). Estimates (the glossary has no agent tariff); tables stored before
   * they existed read the defaults.
   */
  agent_fees: agentFeesSchema.default(defaultAgentFees),
  /** The agent discount: percent of the shipping fee of a parcel an agent took in at its counter, paid to the agent. */
  agent_discount_percent: agentDiscountPercent.default(defaultAgentDiscountPercent),
  /** Per started kilogram carried by air; null = no flight service in that zone. */
  flight_fee_per_kg: z.object({
    z1: kyat.nullable(),
    z2: kyat.nullable(),
    z3: kyat.nullable(),
    z4: kyat.nullable(),
  }),
  /**
   * Percent of the shipping fee any clerk may discount; more needs `label.discount`. Company policy, so it lives
   * with the company's prices; optional so tables stored before it parse (then `defaultDiscountShareWithoutPermission`).
   */
  discount_share_without_permission: z.number().int().min(0).max(100).optional(),
});
export type RateTable = z.infer<typeof rateTableSchema>;
export type RateTableInput = z.input<typeof rateTableSchema>;

/** A stored rate table's agent fees and discount percent; the defaults where it has none (or none that parse). */
export function agentRatesOf(rates: unknown): Pick<RateTable, 'agent_fees' | 'agent_discount_percent'> {
  const stored = (typeof rates === 'object' && rates !== null ? rates : {}) as Record<string, unknown>;
  const fees = agentFeesSchema.safeParse(stored['agent_fees']);
  const percent = agentDiscountPercent.safeParse(stored['agent_discount_percent']);
  return {
    agent_fees: fees.success ? fees.data : defaultAgentFees,
    agent_discount_percent: percent.success ? percent.data : defaultAgentDiscountPercent,
  };
}

/** The discount share without `label.discount` when the rate table does not set one. */
export const defaultDiscountShareWithoutPermission = 10;

/** Zone fees in the order z1, z2, z3, z4. */
function zoneRow(z1: number, z2: number, z3: number, z4: number) {
  return { z1, z2, z3, z4 };
}
const minus500 = (fees: ReturnType<typeof zoneRow>) =>
  zoneRow(fees.z1 - 500, fees.z2 - 500, fees.z3 - 500, fees.z4 - 500);

const express = {
  bands: [
    { up_to_grams: 1000, fees: zoneRow(3500, 5000, 6000, 10_000) },
    { up_to_grams: 3000, fees: zoneRow(4000, 6000, 7000, 15_000) },
  ],
  extra_per_kg: zoneRow(500, 1000, 1000, 2000),
};
const register = {
  bands: [
    { up_to_grams: 1000, fees: zoneRow(2000, 3000, 3500, 5000) },
    { up_to_grams: 3000, fees: zoneRow(2500, 3500, 4000, 7000) },
  ],
  extra_per_kg: zoneRow(300, 500, 500, 1000),
};

/**
 * The seeded default tariff: the estimates of the design glossary ("Default domestic rates"). Registered parcels are
 * the glossary's ordinary parcel (register − 500 on each band; the per-kg rate stays the register one, which the
 * glossary leaves open); VPP rides as a registered parcel at register rates; special uses express rates.
 */
export const defaultRateTable: RateTable = {
  version: 1,
  zones: {
    metro_areas: [
      { code: 'YGN', region_ids: ['MM-06'], district_ids: [], township_ids: [] },
      { code: 'MDY', region_ids: [], district_ids: ['MMR010D001'], township_ids: [] },
      { code: 'NPT', region_ids: ['MM-18'], district_ids: [], township_ids: [] },
    ],
    remote: {
      region_ids: ['MM-14'], // Chin State
      district_ids: [
        'MMR001D004', // Puta-O
        'MMR005D008', // Hkamti
        'MMR005S001', // Naga Self-Administered Zone
        'MMR006D002', // Myeik
        'MMR006D003', // Kawthoung
        'MMR012D001', // Sittwe
        'MMR012D002', // Maungdaw
        'MMR012D005', // Mrauk-U
        'MMR015D006', // Hopang
        'MMR015D007', // Matman
        'MMR015S002', // Kokang Self-Administered Zone
        'MMR016D001', // Kengtung
        'MMR016D002', // Monghsat
        'MMR016D003', // Tachileik
      ],
      township_ids: [],
    },
  },
  shipping: [
    { service_type: 'express', item_type: null, ...express },
    { service_type: 'special', item_type: null, ...express },
    { service_type: 'register', item_type: 'letter', ...register },
    {
      service_type: 'register',
      item_type: 'parcel',
      bands: register.bands.map((band) => ({ up_to_grams: band.up_to_grams, fees: minus500(band.fees) })),
      extra_per_kg: register.extra_per_kg,
    },
    { service_type: 'vpp', item_type: null, ...register },
    {
      service_type: 'vpl',
      item_type: null,
      bands: [{ up_to_grams: 500, fees: zoneRow(1500, 2000, 2500, 3500) }],
      extra_per_kg: null,
    },
  ],
  // Spec §9's first rate table; the later pricing tables set these to 0.
  service_fees: { sms: 100, phone_call: 100, pickup_service: 500, pod: 0, vfl: 0 },
  cod_fee_version: 1,
  gate_submit_fee: 1500,
  mpost_fee: 1000,
  agent_fees: defaultAgentFees,
  agent_discount_percent: defaultAgentDiscountPercent,
  flight_fee_per_kg: { z1: null, z2: null, z3: null, z4: 1000 },
  discount_share_without_permission: defaultDiscountShareWithoutPermission,
};
