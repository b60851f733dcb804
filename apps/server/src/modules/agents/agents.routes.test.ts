import { defaultRateTable } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/index.js';
import { createBranch, createCompany, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** An agent branch of the demo company (a shop that takes parcels for the company) with two people at it. */
async function agentBranchWithPeople(app: TestApp) {
  const branch = await createBranch(app.db);
  await app.db.update(branches).set({ type: 'agent' }).where(eq(branches.id, branch.id));
  const first = await createUser(app.db, { role: 'staff', branchId: branch.id });
  const second = await createUser(app.db, { role: 'supervisor', branchId: branch.id, status: 'suspend' });
  return { branch, people: [first, second] };
}

const agentPages = async (app: TestApp, token: string, query = '') =>
  app.request('GET', `/api/agent/${query}`, { token });

describe.each(databaseKinds)('GET /api/agent/ on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('lists the people of agent branches, page by page, for head office', async () => {
    const app = getApp();
    const { branch, people } = await agentBranchWithPeople(app);
    const admin = await signIn(app, 'admin');
    const first = await agentPages(app, admin, '?page=1&per_page=100');
    expect(first.status).toBe(200);
    const ours = first.body.data.filter((agent: { branch: { id: number } }) => agent.branch.id === branch.id);
    expect(ours.map((agent: { user_name: string }) => agent.user_name).sort()).toEqual(
      people.map((person) => person.userName).sort(),
    );
    expect(ours.find((agent: { user_name: string }) => agent.user_name === people[1]!.userName)).toMatchObject({
      status: 'suspend',
      branch: { id: branch.id, code: branch.code, town: 'Yangon' },
      created_at: expect.any(String),
    });
    // Staff of the company's own (fcs) branches are not agents.
    expect(first.body.data.map((agent: { user_name: string }) => agent.user_name)).not.toContain('staff');

    const total: number = first.body.meta.total;
    expect(total).toBeGreaterThanOrEqual(2);
    const second = await agentPages(app, admin, '?page=2&per_page=1');
    expect(second.body).toMatchObject({ current_page: 2, meta: { total, per_page: 1, last_page: total } });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]).toEqual(first.body.data[1]);
    expect((await agentPages(app, admin)).body.current_page).toBe(1);
    expect((await agentPages(app, admin, '?page=0')).status).toBe(422);
  });

  it('shows a branch’s head only his branch’s agents, another company none of ours, staff nothing', async () => {
    const app = getApp();
    const { branch, people } = await agentBranchWithPeople(app);
    const names = async (token: string) =>
      ((await agentPages(app, token, '?per_page=100')).body.data as { user_name: string }[]).map(
        (agent) => agent.user_name,
      );
    // The demo owner heads YGN: the agent branch's people are not his.
    expect(await names(await signIn(app, 'owner'))).not.toContain(people[0]!.userName);
    const head = await createUser(app.db, { role: 'manager', branchId: branch.id });
    expect((await names(await signIn(app, head.userName))).sort()).toEqual(
      [head.userName, ...people.map((person) => person.userName)].sort(),
    );
    const other = await createCompany(app.db, defaultRateTable);
    const theirs = await createUser(app.db, { role: 'super-admin', companyId: other.companyId });
    expect(await names(await signIn(app, theirs.userName))).toEqual([]);
    expect((await agentPages(app, await signIn(app, 'staff'))).status).toBe(403);
  });
});
