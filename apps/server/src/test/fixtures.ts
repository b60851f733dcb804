import { randomUUID } from 'node:crypto';
import {
  ledgerAccounts,
  type AccountStatus,
  type CodFeeVersion,
  type MerchantType,
  type RateTable,
  type RoleSlug,
} from '@waypost/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  merchantMembers,
  branches,
  companies,
  ledgerAccounts as ledgerAccountRows,
  merchants,
  rateTables,
  roles,
  userBranches,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { demoPassword } from './test-app.js';

/** A unique suffix, so tests sharing one PostgreSQL database never collide. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * Creates a user of its own for a test (tests that change a user must not change a demo account): at demo branches by
 * code, or — for a test company of its own — at branches by id, with jointed branches and a branch collection.
 */
export async function createUser(
  db: Database,
  {
    role,
    branch = null,
    jointed = branch ? [branch] : [],
    status = 'active',
    password = demoPassword,
    companyId,
    branchId: ownBranchId,
    jointedBranchIds = [],
    branchCollectionId = null,
    merchantId,
  }: {
    role: RoleSlug;
    branch?: string | null;
    jointed?: string[];
    status?: AccountStatus;
    password?: string;
    companyId?: number;
    branchId?: number;
    jointedBranchIds?: number[];
    branchCollectionId?: number | null;
    /** A merchant's member (issue 30): user type merchant, tied to this merchant. */
    merchantId?: number;
  },
) {
  const [company] = companyId ? [{ id: companyId }] : await db.select({ id: companies.id }).from(companies).limit(1);
  const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, role));
  const codes = [...new Set([...(branch ? [branch] : []), ...jointed])];
  const branchRows = codes.length
    ? await db.select({ id: branches.id, code: branches.code }).from(branches).where(inArray(branches.code, codes))
    : [];
  const branchId = new Map(branchRows.map((row) => [row.code, row.id]));
  const userName = unique(role);
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      name: `Test ${role}`,
      userName,
      passwordHash: await hashPassword(password),
      roleId: roleRow!.id,
      branchId: ownBranchId ?? (branch ? branchId.get(branch)! : null),
      branchCollectionId,
      status,
      ...(merchantId === undefined ? {} : { userType: 'merchant' as const }),
    })
    .returning({ id: users.id });
  if (merchantId !== undefined) await db.insert(merchantMembers).values({ userId: user!.id, merchantId });
  const jointedIds = [
    ...jointed.map((code) => branchId.get(code)!),
    ...(ownBranchId !== undefined ? [ownBranchId, ...jointedBranchIds] : []),
  ];
  if (jointedIds.length)
    await db.insert(userBranches).values([...new Set(jointedIds)].map((id) => ({ userId: user!.id, branchId: id })));
  return { id: user!.id, userName };
}

export async function branchIdOf(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, code));
  if (!row) throw new Error(`no branch ${code}`);
  return row.id;
}

/**
 * A merchant of its own for a test (COD labels are booked for one), with its credit account opened at `creditLimit`
 * as a finance-manager would have set it.
 */
export async function createMerchant(
  db: Database,
  {
    type = 'existing',
    homeBranch = 'YGN',
    homeBranchId,
    companyId,
    codFeeVersion = 2,
    creditLimit = 0,
    bank = true,
  }: {
    type?: MerchantType;
    homeBranch?: string;
    /** A branch by id (a test company's own), instead of a demo branch by code. */
    homeBranchId?: number;
    companyId?: number;
    codFeeVersion?: CodFeeVersion;
    creditLimit?: number;
    bank?: boolean;
  } = {},
) {
  const [company] = companyId ? [{ id: companyId }] : await db.select({ id: companies.id }).from(companies).limit(1);
  const name = unique('Shwe Shop');
  const [merchant] = await db
    .insert(merchants)
    .values({
      companyId: company!.id,
      name,
      merchantType: type,
      homeBranchId: homeBranchId ?? (await branchIdOf(db, homeBranch)),
      phone: '09420000001',
      townshipId: 'MMR013016',
      address: 'No. 12, 49th Street',
      codFeeVersion,
      ...(bank ? { bankName: 'KBZ', bankAccountName: name, bankAccountNumber: '0123456789' } : {}),
    })
    .returning({ id: merchants.id });
  const creditAccount = ledgerAccounts.merchantCredit(merchant!.id);
  await db.insert(ledgerAccountRows).values({ id: creditAccount, kind: 'receivable', debitLimit: creditLimit });
  return { id: merchant!.id, name, creditAccount };
}

/**
 * A branch of the test's own in Yangon (Pazundaung), so that money tests read cash and suspense accounts no other
 * test moves. Labels it books to itself are direct: it accepts, delivers or returns them alone.
 */
export async function createBranch(db: Database) {
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  const code = unique('T').toUpperCase();
  const [branch] = await db
    .insert(branches)
    .values({
      companyId: company!.id,
      code,
      nameEn: `Test branch ${code}`,
      nameMm: `စမ်းသပ် ရုံးခွဲ ${code}`,
      type: 'fcs',
      town: 'Yangon',
      townshipId: 'MMR013016',
      regionId: 'MM-06',
    })
    .returning({ id: branches.id });
  return { id: branch!.id, code };
}

/**
 * A company of the test's own — its rate table, one Yangon branch and its people (staff and a supervisor there, an
 * accountant and two finance-managers at head office) — so that money tests own every account they read: the
 * branch's cash, the bank, revenue. Returns the ids and the user names to sign in with.
 */
export async function createCompany(db: Database, rates: RateTable) {
  const [company] = await db
    .insert(companies)
    .values({ nameEn: unique('Test Express'), nameMm: 'စမ်းသပ် ကုမ္ပဏီ' })
    .returning({ id: companies.id });
  const companyId = company!.id;
  await db.insert(rateTables).values({ companyId, rates });
  const code = unique('C').toUpperCase();
  const [branch] = await db
    .insert(branches)
    .values({
      companyId,
      code,
      nameEn: `Branch ${code}`,
      nameMm: `ရုံးခွဲ ${code}`,
      type: 'fcs',
      town: 'Yangon',
      townshipId: 'MMR013016',
      regionId: 'MM-06',
    })
    .returning({ id: branches.id });
  const people = {
    staff: { role: 'staff', atBranch: true },
    supervisor: { role: 'supervisor', atBranch: true },
    accountant: { role: 'accountant', atBranch: false },
    financeManager: { role: 'finance-manager', atBranch: false },
    financeManager2: { role: 'finance-manager', atBranch: false },
  } as const;
  const roleRows = await db.select({ id: roles.id, slug: roles.slug }).from(roles);
  const userNames = {} as Record<keyof typeof people, string>;
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    const { role, atBranch } = people[key];
    const userName = unique(role);
    await db.insert(users).values({
      companyId,
      name: `Test ${role}`,
      userName,
      passwordHash: await hashPassword(demoPassword),
      roleId: roleRows.find((row) => row.slug === role)!.id,
      branchId: atBranch ? branch!.id : null,
      allBranches: !atBranch,
    });
    userNames[key] = userName;
  }
  return { companyId, branchId: branch!.id, branchCode: code, userNames };
}
