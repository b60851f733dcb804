import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoBankStatement } from './demo-bank-statement.js';
import { seedDemoLabels } from './demo-labels.js';
import { seedDemoMoney } from './demo-money.js';

// The demo's bank statement (issue 28 §5), seeded into this file's copy after the demo money it is matched to, and
// read over HTTP by the demo accountant.
describe.each(databaseKinds)('demo bank statement on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = getApp();
    await seedDemoLabels({ db: app.db, count: 80 });
    await seedDemoMoney({ db: app.db, clock: app.clock });
    await seedDemoBankStatement({ db: app.db, clock: app.clock });
    token = await signIn(app, 'accountant');
  }, 120_000);

  it('a KBZ statement is imported with matched lines, one bank charge and two unmatched lines with their age', async () => {
    const list = await app.request('GET', '/api/bank-statement', { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const [statement] = list.body.data;
    expect(statement).toMatchObject({ bank: 'KBZ', fee: 1, unmatched: 2, duplicates_skipped: 0 });
    expect(statement.matched).toBeGreaterThan(0);
    expect(statement.lines).toBe(statement.matched + 3);

    const unmatched = await app.request('GET', `/api/bank-statement/${statement.id}/lines?state=unmatched`, { token });
    expect(unmatched.body.data.map((line: { age_days: number }) => line.age_days).sort()).toEqual([0, 12]);
    const mappings = await app.request('GET', '/api/bank-statement/mappings', { token });
    expect(mappings.body.data).toContainEqual(expect.objectContaining({ bank: 'KBZ', preset: false }));
  });
});
