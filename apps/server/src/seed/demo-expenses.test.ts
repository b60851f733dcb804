import { yangonDay } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.js';
import { seedDemoExpenses } from './demo-expenses.js';

describe('demo expenses', () => {
  const testApp = useTestApp('pglite');

  it('leaves YGN a pending, an approved and a supervisor’s own expense that the manager may decide', async () => {
    const app = testApp();
    await seedDemoExpenses({ db: app.db, clock: app.clock });
    // The last ten days: early in a month, the demo's days lie in the month before.
    const from = yangonDay(new Date(app.clock.now().getTime() - 10 * 86_400_000));
    const period = `from=${from}&to=${yangonDay(app.clock.now())}`;
    const manager = await app.request('GET', `/api/expense-record?${period}`, { token: await signIn(app, 'manager') });
    const categories = manager.body.data.map((item: { category: string; status: string; can_decide: boolean }) => [
      item.category,
      item.status,
      item.can_decide,
    ]);
    expect(categories).toEqual(
      expect.arrayContaining([
        ['fuel', 'pending', true],
        ['packaging', 'approved', false],
        ['office_supplies', 'pending', true],
      ]),
    );
  });
});
