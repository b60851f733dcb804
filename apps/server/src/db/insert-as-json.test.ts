import { asc, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp, type TestApp } from '../test/test-app.js';
import { insertAsJson } from './insert-as-json.js';

/** A table with one column of each kind the bulk writes use. */
const probe = pgTable('insert_as_json_probe', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  count: integer('count').notNull(),
  note: text('note'),
  flag: boolean('flag').notNull().default(false),
  tags: text('tags').array().notNull(),
  lines: jsonb('lines').$type<{ code: string; amount: number }[]>().notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  kept: text('kept').notNull().default('default'),
});
type ProbeRow = typeof probe.$inferInsert;

describe.each(databaseKinds)('a bulk insert as JSON on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = getApp();
    await app.db.execute(sql`create table insert_as_json_probe (
      id bigint generated always as identity primary key, code text not null, count integer not null, note text,
      flag boolean not null default false, tags text[] not null, lines jsonb not null, at timestamptz not null,
      kept text not null default 'default')`);
  });
  beforeEach(async () => {
    await app.db.execute(sql`truncate insert_as_json_probe`);
  });

  const stored = () => app.db.select().from(probe).orderBy(asc(probe.id));
  const at = new Date('2026-11-25T06:30:00.123Z');
  const row = (index: number, overrides: Partial<ProbeRow> = {}): ProbeRow => ({
    code: `C-${index}`,
    count: 7,
    note: null,
    flag: true,
    tags: index % 2 ? ['a', 'b'] : [],
    lines: [{ code: 'shipping_fee', amount: 1000 * index }],
    at,
    ...overrides,
  });

  it('stores every row as Drizzle would: shared and differing columns, nulls, arrays, JSON, times, defaults', async () => {
    const rows = [row(1), row(2, { note: 'glass, "fragile"', count: 8 }), row(3, { at: new Date(at.getTime() + 1) })];
    const inserted = await app.db.execute(insertAsJson(probe, rows, sql`returning code`));
    expect((inserted as unknown as { rows: { code: string }[] }).rows.map((found) => found.code)).toEqual([
      'C-1',
      'C-2',
      'C-3',
    ]);
    expect(await stored()).toEqual(rows.map((expected) => ({ id: expect.any(Number), kept: 'default', ...expected })));
  });

  it('stores one row, and rows that share every plain column', async () => {
    await app.db.execute(insertAsJson(probe, [row(1)]));
    await app.db.execute(insertAsJson(probe, [row(2, { tags: [] }), row(2, { tags: [] })]));
    expect((await stored()).map(({ code, tags, lines }) => ({ code, tags, lines }))).toEqual([
      { code: 'C-1', tags: ['a', 'b'], lines: [{ code: 'shipping_fee', amount: 1000 }] },
      { code: 'C-2', tags: [], lines: [{ code: 'shipping_fee', amount: 2000 }] },
      { code: 'C-2', tags: [], lines: [{ code: 'shipping_fee', amount: 2000 }] },
    ]);
  });
});
