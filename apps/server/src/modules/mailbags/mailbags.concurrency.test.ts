import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatchBags, mailbagItems } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bugs these tests look for.
describe.runIf(postgresAvailable)('the branch network under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  let app: TestApp;
  let net: NetworkCompany;
  let otherClerk: string;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
    otherClerk = (await signIn(app, (await createUser(app.db, { role: 'staff', branch: 'YGN' })).userName))!;
  });

  const newBag = async (token: string) =>
    (await net.call(token, 'POST', '/api/mailbag', { destination_branch_id: net.ids.MDY, category: 'express' }))
      .body as { id: number; bag_code: string };

  it('two clerks scanning the same labels into two bags at once: one wins each, the other is told in_other_bag', async () => {
    const [bagA, bagB] = [await newBag(net.tokens.ygnClerk), await newBag(otherClerk)];
    const labels = await Promise.all(Array.from({ length: 8 }, () => net.accepted()));
    const answers = await Promise.all(
      labels.flatMap((label) => [
        net.call(net.tokens.ygnClerk, 'POST', `/api/mailbag/${bagA.id}/labels`, { tracking_code: label.tracking_code }),
        net.call(otherClerk, 'POST', `/api/mailbag/${bagB.id}/labels`, { tracking_code: label.tracking_code }),
      ]),
    );
    for (let index = 0; index < labels.length; index += 1) {
      const pair = [answers[2 * index]!, answers[2 * index + 1]!];
      expect(pair.map((answer) => answer.status).sort()).toEqual([200, 422]);
      expect(pair.find((answer) => answer.status === 422)!.body.reason).toBe('in_other_bag');
      const live = await app.db
        .select()
        .from(mailbagItems)
        .where(and(eq(mailbagItems.labelId, labels[index]!.id), eq(mailbagItems.live, true)));
      expect(live).toHaveLength(1);
    }
    const counts = await Promise.all(
      [bagA, bagB].map(async (bag) => (await net.call(net.tokens.headOffice, 'GET', `/api/mailbag/${bag.id}`)).body),
    );
    // Each bag's count is its own lines: together, every label once.
    expect(counts[0].label_count + counts[1].label_count).toBe(labels.length);
    expect(counts[0].labels.length).toBe(counts[0].label_count);
  });

  it('two hand-overs of one bag at once: one dispatch, the other refused', async () => {
    const bag = await net.closedBag([await net.accepted(), await net.accepted()]);
    const handOver = (token: string) =>
      net.call(token, 'POST', '/api/dispatch', {
        destination_branch_id: net.ids.MDY,
        mailbag_ids: [bag.id],
        carrier: { kind: 'bus', name: 'Shwe Mandalar' },
      });
    const answers = await Promise.all([handOver(net.tokens.ygnClerk), handOver(otherClerk)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const listed = await app.db.select().from(dispatchBags).where(eq(dispatchBags.mailbagId, bag.id));
    expect(listed).toHaveLength(1);
    const detail = (await net.call(net.tokens.headOffice, 'GET', `/api/mailbag/${bag.id}`)).body;
    // Each label moved once: one hand-over step in its history.
    for (const line of detail.labels) {
      const steps = (await net.call(net.tokens.headOffice, 'GET', `/api/label/${line.id}`)).body.data.transactions;
      expect(steps.filter((step: { status: string }) => step.status === 'send_to_destination_branch')).toHaveLength(1);
    }
  });

  it('a late "confirm missing" racing the scan that finds the label: found or missing, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [lost, other] = [await net.accepted(), await net.accepted()];
      const bagA = await net.closedBag([lost]);
      const bagB = await net.closedBag([other]);
      const dispatch = await net.dispatch([bagA.id, bagB.id]);
      for (const bag of [bagA, bagB]) await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive', dispatch.id);
      // Bag A opens empty-handed: its label is listed missing.
      const note = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/open/finish`, {});
      expect(note.body.missing).toHaveLength(1);

      // The label turns up in bag B just as the supervisor confirms it missing.
      const [confirm, scan] = await Promise.all([
        net.call(net.tokens.mdyLead, 'POST', `/api/discrepancy/${lost.id}/confirm-missing`),
        net.call(net.tokens.mdyClerk2, 'POST', `/api/mailbag/${bagB.id}/open/scan`, {
          tracking_code: lost.tracking_code,
        }),
      ]);
      expect(scan.status, JSON.stringify(scan.body)).toBe(200);
      expect([200, 409]).toContain(confirm.status);
      const detail = (await net.call(net.tokens.headOffice, 'GET', `/api/label/${lost.id}`)).body.data;
      const [item] = await app.db
        .select()
        .from(mailbagItems)
        .where(and(eq(mailbagItems.labelId, lost.id), eq(mailbagItems.mailbagId, bagA.id)));
      // Whatever the order, it ends found and arrived; a confirmation that came first stays in its history.
      expect(detail.status).toBe('arrived_to_destination_branch');
      expect(item!.missingState).toBe('found');
      const statuses = detail.transactions.map((step: { status: string }) => step.status);
      if (confirm.status === 200) expect(statuses.slice(-2)).toEqual(['missing', 'arrived_to_destination_branch']);
      else expect(statuses).not.toContain('missing');
    }
  });
});
