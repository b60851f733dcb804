import type { BranchType, RoleSlug } from '@waypost/domain';

/** Reference and demo data seeded on first start. Branch codes are what staff type and see. */
export const demoCompany = { nameEn: 'Waypost Express', nameMm: 'ဝေးပို့စ် အမြန်ပို့ဆောင်ရေး' };

export const demoBranchCollections = [
  { code: 'LOWER', nameEn: 'Lower Myanmar', nameMm: 'အောက်မြန်မာပြည်' },
  { code: 'UPPER', nameEn: 'Upper Myanmar', nameMm: 'အထက်မြန်မာပြည်' },
] as const;

export interface DemoBranch {
  code: string;
  nameEn: string;
  nameMm: string;
  type: BranchType;
  town: string;
  townshipId: string;
  regionId: string;
  internationalMail: boolean;
  collection: (typeof demoBranchCollections)[number]['code'];
}

export const demoBranches: readonly DemoBranch[] = [
  {
    code: 'YGN',
    nameEn: '49th Street Branch, Yangon',
    nameMm: '၄၉ လမ်း ရုံးခွဲ၊ ရန်ကုန်',
    type: 'fcs',
    town: 'Yangon',
    townshipId: 'MMR013016', // Pazundaung
    regionId: 'MM-06',
    internationalMail: true,
    collection: 'LOWER',
  },
  {
    code: 'MDY',
    nameEn: 'Mandalay Branch',
    nameMm: 'မန္တလေး ရုံးခွဲ',
    type: 'fcs',
    town: 'Mandalay',
    townshipId: 'MMR010002', // Chanayethazan
    regionId: 'MM-04',
    internationalMail: true,
    collection: 'UPPER',
  },
  {
    code: 'NPT',
    nameEn: 'Nay Pyi Taw Branch',
    nameMm: 'နေပြည်တော် ရုံးခွဲ',
    type: 'fcs',
    town: 'Nay Pyi Taw',
    townshipId: 'MMR018006', // Pyinmana
    regionId: 'MM-18',
    internationalMail: false,
    collection: 'UPPER',
  },
  {
    code: 'TGI',
    nameEn: 'Taunggyi Branch',
    nameMm: 'တောင်ကြီး ရုံးခွဲ',
    type: 'fcs',
    town: 'Taunggyi',
    townshipId: 'MMR014001',
    regionId: 'MM-17',
    internationalMail: false,
    collection: 'UPPER',
  },
  {
    code: 'MLM',
    nameEn: 'Mawlamyine Branch',
    nameMm: 'မော်လမြိုင် ရုံးခွဲ',
    type: 'fcs',
    town: 'Mawlamyine',
    townshipId: 'MMR011001',
    regionId: 'MM-15',
    internationalMail: false,
    collection: 'LOWER',
  },
  {
    code: 'PTN',
    nameEn: 'Pathein Branch',
    nameMm: 'ပုသိမ် ရုံးခွဲ',
    type: 'fcs',
    town: 'Pathein',
    townshipId: 'MMR017001',
    regionId: 'MM-07',
    internationalMail: false,
    collection: 'LOWER',
  },
  {
    code: 'MGW',
    nameEn: 'Magway Branch',
    nameMm: 'မကွေး ရုံးခွဲ',
    type: 'fcs',
    town: 'Magway',
    townshipId: 'MMR009001',
    regionId: 'MM-03',
    internationalMail: false,
    collection: 'UPPER',
  },
  {
    code: 'MYK',
    nameEn: 'Myitkyina Agent',
    nameMm: 'မြစ်ကြီးနား ကိုယ်စားလှယ်',
    type: 'agent',
    town: 'Myitkyina',
    townshipId: 'MMR001001',
    regionId: 'MM-11',
    internationalMail: false,
    collection: 'UPPER',
  },
];

/** Every demo account signs in with this password (printed by `npm start`, listed in the README). */
export const demoPassword = 'Waypost#2026';

export interface DemoUser {
  userName: string;
  name: string;
  role: RoleSlug;
  /** Current branch code; null for roles that need no branch. */
  branch: string | null;
  /** Branches the user may switch to. */
  jointedBranches: readonly string[];
  status: 'active' | 'suspend';
  allBranches: boolean;
}

export const demoUsers: readonly DemoUser[] = [
  {
    userName: 'owner',
    name: 'U Kyaw Zin',
    role: 'owner',
    branch: 'YGN',
    jointedBranches: ['YGN', 'MDY', 'NPT'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'manager',
    name: 'Daw Thida Aye',
    role: 'manager',
    branch: 'YGN',
    jointedBranches: ['YGN', 'MDY'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'supervisor',
    name: 'U Min Htet',
    role: 'supervisor',
    branch: 'YGN',
    jointedBranches: ['YGN'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'staff',
    name: 'Ma Su Myat',
    role: 'staff',
    branch: 'YGN',
    jointedBranches: ['YGN'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'cs',
    name: 'Ma Ei Phyu',
    role: 'customer-service',
    branch: null,
    jointedBranches: [],
    status: 'active',
    allBranches: true,
  },
  {
    userName: 'admin',
    name: 'Ko Zaw Lin',
    role: 'super-admin',
    branch: null,
    jointedBranches: [],
    status: 'active',
    allBranches: true,
  },
  {
    userName: 'mdy-staff',
    name: 'Ko Aung Myo',
    role: 'staff',
    branch: 'MDY',
    jointedBranches: ['MDY'],
    status: 'active',
    allBranches: false,
  },
  // The branch network (issue 27): Mandalay's supervisor decides what a bag's opening found missing and signs its
  // verification note as the second officer; Nay Pyi Taw's clerk scans the bags passing through.
  {
    userName: 'mdy-supervisor',
    name: 'Daw Nilar Win',
    role: 'supervisor',
    branch: 'MDY',
    jointedBranches: ['MDY'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'npt-staff',
    name: 'Ko Thet Naing',
    role: 'staff',
    branch: 'NPT',
    jointedBranches: ['NPT'],
    status: 'active',
    allBranches: false,
  },
  // Finance works across branches (money design §5): the accountant moves COD in, the finance-managers pay it out,
  // one approving what the other issued.
  {
    userName: 'accountant',
    name: 'Daw Khin Mar Lwin',
    role: 'accountant',
    branch: null,
    jointedBranches: [],
    status: 'active',
    allBranches: true,
  },
  {
    userName: 'finance-manager',
    name: 'U Htun Htun Oo',
    role: 'finance-manager',
    branch: null,
    jointedBranches: [],
    status: 'active',
    allBranches: true,
  },
  {
    userName: 'finance-manager-2',
    name: 'Daw Nilar Win',
    role: 'finance-manager',
    branch: null,
    jointedBranches: [],
    status: 'active',
    allBranches: true,
  },
  // The field (issue 12): a postman collecting pickups in Yangon, a courier delivering in Mandalay.
  {
    userName: 'postman',
    name: 'Ko Thet Naing',
    role: 'postman',
    branch: 'YGN',
    jointedBranches: ['YGN'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'courier',
    name: 'Ko Phyo Wai',
    role: 'courier',
    branch: 'MDY',
    jointedBranches: ['MDY'],
    status: 'active',
    allBranches: false,
  },
  // Issue 30 §4: the counter of the Myitkyina agent, who confirms or denies the labels offered to it.
  {
    userName: 'agent',
    name: 'U Zaw Naing',
    role: 'staff',
    branch: 'MYK',
    jointedBranches: ['MYK'],
    status: 'active',
    allBranches: false,
  },
  {
    userName: 'suspended',
    name: 'Ko Nay Lin',
    role: 'staff',
    branch: 'YGN',
    jointedBranches: ['YGN'],
    status: 'suspend',
    allBranches: false,
  },
];

export const demoAnnouncements = [
  {
    title: 'ဝေးပို့စ် နောက်ကွယ်ရုံးသို့ ကြိုဆိုပါသည်',
    body: 'Welcome to the Waypost back office. Labels, parcels and COD screens arrive feature by feature.',
  },
] as const;

/**
 * Two merchants a newcomer finds COD money for (issue 11): an existing one at YGN with shipping credit, and a new
 * one at MDY without. Their sender details start the labels booked for them.
 */
export const demoMerchants = {
  shwe: {
    name: 'Shwe Online Shop',
    merchantType: 'existing',
    homeBranch: 'YGN',
    phone: '09421112233',
    townshipId: 'MMR013016', // Pazundaung
    address: 'No. 45, 49th Street, Pazundaung',
    bankName: 'KBZ Bank',
    bankAccountName: 'U Aung Myint',
    bankAccountNumber: '02730102500123401',
    codFeeVersion: 1,
    creditLimit: 300_000,
  },
  mya: {
    name: 'Mya Fashion House',
    merchantType: 'new',
    homeBranch: 'MDY',
    phone: '09778887766',
    townshipId: 'MMR010002', // Chanayethazan
    address: '78th Street, Chanayethazan',
    bankName: 'AYA Bank',
    bankAccountName: 'Daw Mya Mya',
    bankAccountNumber: '0021 2003 4005 6007',
    codFeeVersion: 2,
    creditLimit: 0,
  },
} as const;
