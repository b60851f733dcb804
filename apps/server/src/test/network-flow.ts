import type { LabelStatus } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { branchIdOf, createUser } from './fixtures.js';
import { demoTownships, sampleLabel } from './sample-label.js';
import { signIn, type TestApp } from './test-app.js';

/**
 * The branch network of issue 27 on the demo branches — Yangon (origin), Nay Pyi Taw (transit) and Mandalay
 * (destination) — with people of the test's own signed in: clerks at each, a second clerk and a supervisor at
 * Mandalay, a supervisor at Yangon, and head office. Every test file has a database of its own; a test's bags and
 * labels are its own.
 */
export async function networkCompany(app: TestApp) {
  const ids = {
    YGN: await branchIdOf(app.db, 'YGN'),
    NPT: await branchIdOf(app.db, 'NPT'),
    MDY: await branchIdOf(app.db, 'MDY'),
  };
  const person = (role: 'staff' | 'supervisor', branch: keyof typeof ids) => createUser(app.db, { role, branch });
  const people = {
    ygnClerk: await person('staff', 'YGN'),
    ygnLead: await person('supervisor', 'YGN'),
    nptClerk: await person('staff', 'NPT'),
    mdyClerk: await person('staff', 'MDY'),
    mdyClerk2: await person('staff', 'MDY'),
    mdyLead: await person('supervisor', 'MDY'),
    headOffice: await createUser(app.db, { role: 'admin' }),
  };
  await app.db.update(users).set({ allBranches: true }).where(eq(users.id, people.headOffice.id));
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(people).map(async ([key, user]) => [key, (await signIn(app, user.userName))!] as const),
    ),
  ) as Record<keyof typeof people, string>;

  const call = (token: string, method: string, url: string, body?: unknown) =>
    app.request(method, url, { token, ...(body === undefined ? {} : { body }) });

  return {
    ids,
    people,
    tokens,
    call,
    /** A label booked at Yangon for Mandalay (express unless `overrides` say otherwise) and accepted there. */
    async accepted(overrides: Record<string, unknown> = {}, to: keyof typeof ids = 'MDY') {
      const township = { YGN: demoTownships.pazundaung, NPT: demoTownships.pyinmana, MDY: demoTownships.chanayethazan }[
        to
      ];
      const booked = await call(
        tokens.ygnClerk,
        'POST',
        '/api/label',
        sampleLabel(ids[to], { destination_township: township, ...overrides }),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const label = booked.body.data as { id: number; tracking_code: string };
      const moved = await call(tokens.ygnClerk, 'POST', `/api/label/${label.id}/status`, {
        action: 'next',
        expected_status: 'pending',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      return label;
    },
    async status(labelId: number, token = tokens.headOffice): Promise<LabelStatus> {
      const response = await call(token, 'GET', `/api/label/${labelId}`);
      return response.body.data.status as LabelStatus;
    },
    /** A bag from Yangon to Mandalay (through Nay Pyi Taw), filled with `labels` and closed at `weight` kg. */
    async closedBag(labels: readonly { tracking_code: string }[], weight: number | string = '2,5') {
      const bag = await call(tokens.ygnClerk, 'POST', '/api/mailbag', {
        destination_branch_id: ids.MDY,
        category: 'express',
        transit_branch_ids: [ids.NPT],
      });
      expect(bag.status, JSON.stringify(bag.body)).toBe(201);
      for (const label of labels) {
        const scanned = await call(tokens.ygnClerk, 'POST', `/api/mailbag/${bag.body.id}/labels`, {
          tracking_code: label.tracking_code,
        });
        expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
      }
      const closed = await call(tokens.ygnClerk, 'POST', `/api/mailbag/${bag.body.id}/close`, { weight });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      return closed.body as { id: number; bag_code: string };
    },
    async dispatch(mailbagIds: number[]) {
      const response = await call(tokens.ygnClerk, 'POST', '/api/dispatch', {
        destination_branch_id: ids.MDY,
        mailbag_ids: mailbagIds,
        carrier: { kind: 'bus', name: 'Shwe Mandalar Express', vehicle_no: 'YGN 7K-1234', driver_phone: '09421112223' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { id: number; dispatch_no: number };
    },
    scan(token: string, bagCode: string, action: string, dispatchId?: number) {
      return call(token, 'POST', '/api/mailbag/scan', {
        bag_code: bagCode,
        action,
        ...(dispatchId ? { dispatch_id: dispatchId } : {}),
      });
    },
  };
}
export type NetworkCompany = Awaited<ReturnType<typeof networkCompany>>;
