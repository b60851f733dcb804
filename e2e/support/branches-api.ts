import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { uniquePhone, townships } from './labels-api';
import { authOf } from './session';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A branch code (3 capital letters) that no branch of the demo company has yet. Codes are unique across every
 * company, so one made in this run for another company may still collide (about 1 in 17,000 a code): callers that
 * create through the API retry (createBranch); a form that is refused shows "already in use" under the field.
 */
export async function freeBranchCode(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/branch/all', { headers: authOf('admin') });
  const taken = new Set(((await response.json()) as { data: { code: string }[] }).data.map((branch) => branch.code));
  for (;;) {
    const code = Array.from({ length: 3 }, () => letters[randomInt(letters.length)]).join('');
    if (!taken.has(code)) return code;
  }
}

export interface CreatedBranch {
  id: number;
  code: string;
  name_en: string;
  name_mm: string;
}

/** Creates a branch of the demo company as `admin` (in Pazundaung, Yangon), trying another code if one is taken. */
export async function createBranch(
  request: APIRequestContext,
  { type = 'fcs' }: { type?: 'fcs' | 'agent' } = {},
): Promise<CreatedBranch> {
  const tag = randomUUID().slice(0, 6);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = await freeBranchCode(request);
    const response = await request.post('/api/branch', {
      headers: authOf('admin'),
      data: {
        code,
        name_en: `E2E ${type} ${tag}`,
        name_mm: `စမ်းသပ် ရုံးခွဲ ${tag}`,
        township_id: townships.pazundaung,
        international_mail: false,
        type,
      },
    });
    if (response.status() === 422 && 'code' in ((await response.json()) as { errors: object }).errors) continue;
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: CreatedBranch }).data;
  }
  throw new Error('no free branch code after 5 tries');
}

/**
 * Hires a counter clerk at `branchId` through the API as `admin` (head office places staff at any branch) and
 * returns his user name; `fields` sets any other field of the staff form (e.g. branch_collection_id).
 */
export async function createStaffMember(
  request: APIRequestContext,
  branchId: number,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const options = await request.get('/api/staff/options', { headers: authOf('admin') });
  const roles = ((await options.json()) as { roles: { id: number; slug: string }[] }).roles;
  const userName = `agent.${randomUUID().slice(0, 8)}`;
  const response = await request.post('/api/staff', {
    headers: authOf('admin'),
    data: {
      name: `Ko Agent ${userName.slice(6)}`,
      user_name: userName,
      phone: uniquePhone(),
      email: `${userName}@example.com`,
      gender: 'male',
      role_id: roles.find((role) => role.slug === 'staff')!.id,
      branch_id: branchId,
      sms_active: false,
      password: 'agent-pass',
      confirm_password: 'agent-pass',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return userName;
}
