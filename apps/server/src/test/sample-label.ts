/** Townships of the seeded demo branches, for labels in tests and benchmarks. */
export const demoTownships = {
  /** Pazundaung, Yangon: served by YGN. */
  pazundaung: 'MMR013016',
  /** Chanayethazan, Mandalay: served by MDY. */
  chanayethazan: 'MMR010002',
  /** Pyinmana, Nay Pyi Taw: served by NPT. */
  pyinmana: 'MMR018006',
  /** Taunggyi: served by TGI. */
  taunggyi: 'MMR014001',
} as const;

/** The minimum valid label body (Yangon → Mandalay), with overrides. */
export function sampleLabel(deliverBranchId: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'fcs_express',
    accept_type: 'walkin',
    service_type: 'express',
    item_type: 'parcel',
    purchase_type: 'sender_pay',
    weight: 1.5,
    source_name: 'Ko Aung',
    source_phone: '09421234567',
    source_township: demoTownships.pazundaung,
    destination_name: 'Ma Hla',
    destination_phone: '09791234567',
    destination_township: demoTownships.chanayethazan,
    deliver_branch_id: deliverBranchId,
    ...overrides,
  };
}
