import type { LabelAction, LabelDraftInput } from '@waypost/domain';

/**
 * What the demo labels are (pure, no database): who books each one where, and which steps it has taken by when.
 * A seeded generator picks every choice, so each first start makes the same labels; only the dates follow the day of
 * the start. demo-labels.ts turns the plans into rows with the label rules.
 */

export type DemoBranch = 'YGN' | 'MDY' | 'NPT';
export const demoLabelBranches: readonly DemoBranch[] = ['YGN', 'MDY', 'NPT'];

/** Which side of the label takes a step: the booking branch, the delivering one, or the one it passes through. */
export type DemoSide = 'origin' | 'destination' | 'via';

export interface DemoStep {
  by: DemoSide;
  action: LabelAction;
  /** forward / redirect name a branch: the third demo branch (neither origin nor destination). */
  toThird?: true;
}

/** The two demo merchants (demo-data.ts): an existing one with shipping credit, a new one without. */
export type DemoMerchantKey = 'shwe' | 'mya';

export interface DemoLabelPlan {
  story: string;
  origin: DemoBranch;
  destination: DemoBranch;
  third: DemoBranch;
  /** The label as the counter form would send it (deliver_branch_id and merchant_id are filled in by the seed). */
  draft: Omit<LabelDraftInput, 'deliver_branch_id' | 'merchant_id'>;
  /** The demo merchant a COD label is booked for. */
  merchant?: DemoMerchantKey;
  steps: readonly DemoStep[];
  /** When it was booked, then when each step was taken (oldest first, all before `now`). */
  bookedAt: Date;
  stepTimes: readonly Date[];
}

/** Townships each branch serves (the first is the branch's own). */
const townships: Record<DemoBranch, readonly string[]> = {
  YGN: ['MMR013016', 'MMR013010', 'MMR013015', 'MMR013001', 'MMR013022', 'MMR013013'],
  MDY: ['MMR010002', 'MMR010001', 'MMR010004', 'MMR010006'],
  NPT: ['MMR018006', 'MMR018002', 'MMR018007'],
};

const people = [
  'Ko Aung Aung',
  'Ma Hla Hla',
  'Daw Mya Mya',
  'U Tun Lin',
  'Ma Hnin Wai',
  'Ko Zaw Min',
  'Ma Thu Zar',
  'U Soe Win',
  'Daw Khin Khin',
  'Ko Nyi Nyi',
  'ကိုအောင်ကျော်',
  'မခင်မာ',
  'ဒေါ်စန္ဒာ',
  'ဦးမြင့်ဆွေ',
  'မဇင်မာ',
];
const products = ['Clothes', 'Books', 'Phone case', 'Cosmetics', 'Documents', 'Spare parts', 'ထမင်းချိုင့်', 'လက်ဖက်'];

const next = (by: DemoSide): DemoStep => ({ by, action: 'next' });
/** Delivered by the branch's courier, with his proof. */
const deliver = (by: DemoSide): DemoStep => ({ by, action: 'deliver' });
const accepted = [next('origin')];
const dispatched = [...accepted, next('origin')];
const arrived = [...dispatched, next('destination')];
const outForDelivery = [...arrived, next('destination')];

/**
 * Each story walks one shipping type of spec §4 to its end; a label stops somewhere along it, so the lists hold
 * parcels at every step. Direct stories stay at one branch; the others cross to another.
 */
export const demoStories: readonly { name: string; weight: number; sameBranch: boolean; steps: readonly DemoStep[] }[] =
  [
    { name: 'normal', weight: 40, sameBranch: false, steps: [...outForDelivery, deliver('destination')] },
    { name: 'direct', weight: 14, sameBranch: true, steps: [next('origin'), next('origin'), deliver('origin')] },
    {
      name: 'forward',
      weight: 8,
      sameBranch: false,
      steps: [
        ...accepted,
        { by: 'origin', action: 'forward', toThird: true },
        next('via'),
        next('via'),
        next('via'),
        next('destination'),
        next('destination'),
        deliver('destination'),
      ],
    },
    {
      name: 'redirect',
      weight: 8,
      sameBranch: false,
      // After the redirect the old destination is the via branch and the third branch delivers.
      steps: [
        ...arrived,
        { by: 'destination', action: 'redirect', toThird: true },
        next('via'),
        next('via'),
        next('destination'),
        next('destination'),
        deliver('destination'),
      ],
    },
    {
      name: 'return',
      weight: 10,
      sameBranch: false,
      steps: [
        ...outForDelivery,
        { by: 'destination', action: 'return' },
        next('destination'),
        next('destination'),
        next('origin'),
        next('origin'),
        next('origin'),
        { by: 'origin', action: 'return_confirm' },
      ],
    },
    {
      name: 'direct_return',
      weight: 5,
      sameBranch: true,
      steps: [next('origin'), next('origin'), { by: 'origin', action: 'return' }, next('origin'), next('origin')],
    },
    {
      name: 'fail_return',
      weight: 5,
      sameBranch: false,
      steps: [...arrived, { by: 'destination', action: 'reject' }, next('destination'), next('origin')],
    },
    { name: 'missing', weight: 5, sameBranch: false, steps: [...dispatched, { by: 'destination', action: 'missing' }] },
    {
      name: 'taken_back',
      weight: 5,
      sameBranch: false,
      steps: [...accepted, { by: 'origin', action: 'sendback_to_origin_address' }],
    },
  ];

/** mulberry32: a small seeded generator, so every start makes the same labels (Math.random would not). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let roll = random() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) {
      roll -= item.weight;
      if (roll < 0) return item;
    }
    return items.at(-1)!;
  };
  return { random, int, pick, weighted };
}

const minute = 60_000;
const day = 24 * 60 * minute;

/** `count` label plans, oldest booking first (so ids and tracking codes grow with time, as at a real counter). */
export function planDemoLabels(count: number, now: Date, seed = 20_260_101): DemoLabelPlan[] {
  const { int, pick, random, weighted } = seededRandom(seed);
  // Regular senders come back: a pool of customers rather than a new phone on every label.
  const senders = Array.from({ length: 60 }, () => ({
    name: pick(people),
    phone: `09${int(400_000_000, 799_999_999)}`,
  }));
  const plans: DemoLabelPlan[] = [];
  for (let index = 0; index < count; index += 1) {
    const story = weighted(demoStories);
    // YGN is the busiest counter; every branch sends and receives.
    const origin = weighted([
      { code: 'YGN' as const, weight: 5 },
      { code: 'MDY' as const, weight: 3 },
      { code: 'NPT' as const, weight: 2 },
    ]).code;
    const others = demoLabelBranches.filter((code) => code !== origin);
    // Most parcels from MDY and NPT go to Yangon, so YGN staff (the first account a newcomer tries) get both sides.
    const destination = story.sameBranch
      ? origin
      : weighted(others.map((code) => ({ code, weight: code === 'YGN' ? 3 : 1 }))).code;
    const third = demoLabelBranches.find((code) => code !== origin && code !== destination) ?? others[0]!;
    // Anywhere from "just booked" to the story's end; a quarter run to the end (delivered, returned…).
    const taken = random() < 0.25 ? story.steps.length : int(0, story.steps.length);
    const steps = story.steps.slice(0, taken);

    // Booked during the last 30 days; each step 20 min – 9 h after the one before; the newest before `now`.
    const gaps = steps.map(() => int(20, 540) * minute);
    const span = gaps.reduce((sum, gap) => sum + gap, 0);
    const bookedAt = now.getTime() - Math.max(span + int(5, 120) * minute, Math.floor(random() * 30 * day));
    let at = bookedAt;
    const stepTimes = gaps.map((gap) => new Date((at += gap)));

    const cod = random() < 0.4;
    // Yangon's COD comes from the existing merchant (on shipping credit too), the rest from the new one (no credit).
    const merchant: DemoMerchantKey | undefined = cod ? (origin === 'YGN' ? 'shwe' : 'mya') : undefined;
    const sender = pick(senders);
    plans.push({
      story: story.name,
      origin,
      destination,
      third,
      draft: {
        type: 'fcs_express',
        accept_type: cod ? 'cod' : 'walkin',
        service_type: random() < 0.8 ? 'express' : 'register',
        item_type: random() < 0.85 ? 'parcel' : 'letter',
        purchase_type: cod
          ? pick(
              merchant === 'shwe'
                ? (['sender_pay', 'receiver_pay', 'from_cod', 'credit'] as const)
                : (['sender_pay', 'receiver_pay', 'from_cod'] as const),
            )
          : pick(['sender_pay', 'receiver_pay'] as const),
        weight: int(1, 80) / 10,
        source_name: sender.name,
        source_phone: sender.phone,
        source_township: pick(townships[origin]),
        destination_name: pick(people),
        destination_phone: `09${int(400_000_000, 799_999_999)}`,
        destination_township: pick(townships[destination]),
        pickup_at_po: random() < 0.3,
        include_products: pick(products),
        services: random() < 0.3 ? ['sms'] : [],
        ...(cod ? { cod_amount: int(5, 300) * 1_000 } : {}),
      },
      ...(merchant ? { merchant } : {}),
      steps,
      bookedAt: new Date(bookedAt),
      stepTimes,
    });
  }
  return plans.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
}
