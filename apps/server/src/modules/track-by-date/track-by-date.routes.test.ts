import ExcelJS from 'exceljs';
import { formatSearchDate } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { branchIdOf, createUser } from '../../test/fixtures.js';
import { demoTownships, sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp, webClient } from '../../test/test-app.js';

describe.each(databaseKinds)('track by date on %s', (kind) => {
  const getApp = useTestApp(kind);

  it("counts the branch's parcel movements per Yangon day, in the table and the Excel file", async () => {
    const app = getApp();
    // A branch of its own, so that other tests' labels never change the counts.
    const tgiStaff = await createUser(app.db, { role: 'supervisor', branch: 'TGI' });
    const token = await signIn(app, tgiStaff.userName);
    const mdy = await branchIdOf(app.db, 'MDY');
    const today = formatSearchDate(app.clock.now());
    const before = await app.request('GET', `/api/track-by-date?from=${today}&to=${today}`, { token });
    expect(before.status, JSON.stringify(before.body)).toBe(200);

    const ids: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const created = await app.request('POST', '/api/label', {
        token,
        body: sampleLabel(mdy, { weight: 1, source_township: demoTownships.taunggyi }),
      });
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const accepted = await app.request('POST', `/api/label/${ids[0]}/status`, {
      token,
      body: { action: 'next', expected_status: 'pending' },
    });
    expect(accepted.status).toBe(200);

    const after = await app.request('GET', `/api/track-by-date?from=${today}&to=${today}`, { token });
    expect(after.body.branch.code).toBe('TGI');
    expect(after.body.data).toHaveLength(1);
    expect(after.body.totals.pending - before.body.totals.pending).toBe(2);
    expect(after.body.totals.accept_from_origin_branch - before.body.totals.accept_from_origin_branch).toBe(1);
    expect(after.body.data[0].counts).toEqual(after.body.totals);

    const excel = await fetch(`${app.baseUrl}/api/track-by-date/excel?from=${today}&to=${today}`, {
      headers: { ...webClient, authorization: `Bearer ${token}`, 'accept-language': 'mm' },
    });
    expect(excel.status).toBe(200);
    expect(excel.headers.get('content-disposition')).toMatch(/attachment; filename="track-by-date-TGI-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.arrayBuffer());
    const sheet = workbook.getWorksheet('TGI')!;
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('နေ့စွဲ');
    expect(sheet.getRow(2).getCell(2).value).toBe(after.body.totals.pending);
  });

  it("keeps other branches' figures from branch staff and refuses bad ranges", async () => {
    const app = getApp();
    const staff = await signIn(app, 'staff');
    const today = formatSearchDate(app.clock.now());
    expect(
      (await app.request('GET', `/api/track-by-date?from=${today}&to=${today}&branch=MDY`, { token: staff })).status,
    ).toBe(404);
    expect(
      (await app.request('GET', `/api/track-by-date?from=${today}&to=${today}&branch=YGN`, { token: staff })).status,
    ).toBe(200);
    expect(
      (await app.request('GET', '/api/track-by-date?from=01/01/2020&to=01/01/2026', { token: staff })).status,
    ).toBe(422);
    expect(
      (await app.request('GET', '/api/track-by-date?from=31/02/2026&to=01/03/2026', { token: staff })).status,
    ).toBe(422);
    // The Excel needs dashboard-view (spec §6), which staff lack.
    expect(
      (await app.request('GET', `/api/track-by-date/excel?from=${today}&to=${today}`, { token: staff })).status,
    ).toBe(403);
  });
});
