import { randomUUID } from 'node:crypto';
import { yangonDay } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expenseAttachments, expenseRecords } from '../../db/schema/index.js';
import { branchIdOf } from '../../test/fixtures.js';
import { sendForm, tinyPng, type FormFile } from '../../test/multipart.js';
import { databaseKinds, signIn, useTestApp, type TestApp, webClient } from '../../test/test-app.js';

const day = 86_400_000;
const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(databaseKinds)('expense records (/api/expense-record): recording on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let ygn: number;
  let mdy: number;
  let staff: string;
  let admin: string;
  let today: string;

  beforeAll(async () => {
    app = getApp();
    [ygn, mdy] = await Promise.all([branchIdOf(app.db, 'YGN'), branchIdOf(app.db, 'MDY')]);
    [staff, admin] = await Promise.all([signIn(app, 'staff'), signIn(app, 'admin')]);
    today = yangonDay(app.clock.now());
  });

  const record = (token: string, fields: Record<string, string>, attachment?: FormFile, locale = 'en') =>
    sendForm(app, 'POST', '/api/expense-record', {
      token,
      fields: { category: 'fuel', amount: '15000', spent_on: today, ...fields },
      files: attachment ? { attachment } : {},
      headers: { 'accept-language': locale },
    });
  const download = (token: string, url: string) =>
    fetch(app.baseUrl + url, { headers: { ...webClient, authorization: `Bearer ${token}` } });

  it('records an expense with a receipt at the recorder’s branch and serves the receipt back byte for byte', async () => {
    const png = tinyPng();
    const created = await record(
      staff,
      { category: 'packaging', amount: '၁၂,၅၀၀', note: 'Tape and boxes' },
      { bytes: png, filename: 'receipt.png', type: 'image/png' },
    );
    expect(created.status).toBe(201);
    const expense = created.body.data;
    expect(expense).toMatchObject({
      branch: { id: ygn, code: 'YGN' },
      category: 'packaging',
      amount: 12_500,
      spent_on: today,
      note: 'Tape and boxes',
      status: 'pending',
      created_by: { name: 'Ma Su Myat' },
      decided_by: null,
      decided_at: null,
      reject_reason: null,
      can_decide: false,
      attachment: {
        url: `/api/expense-record/${expense.id}/attachment`,
        file_name: `expense-${expense.id}-${today}.png`,
        content_type: 'image/png',
      },
    });
    const file = await download(staff, expense.attachment.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="expense-${expense.id}-${today}.png"; filename*=UTF-8''expense-${expense.id}-${today}.png`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
    expect((await app.request('GET', expense.attachment.url)).status).toBe(401);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expense'), eq(auditLog.entityId, String(expense.id))));
    expect(audit).toMatchObject({
      action: 'expense.record',
      after: { branch_id: ygn, category: 'packaging', amount: 12_500, attachment: 'image/png' },
    });
  });

  it('records one without a receipt, and a PDF one, whatever name or type the client declares', async () => {
    const plain = await record(staff, { amount: '3,000' });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ amount: 3_000, note: null, attachment: null });
    expect((await download(staff, `/api/expense-record/${plain.body.data.id}/attachment`)).status).toBe(404);

    const pdf = await record(staff, {}, { bytes: pdfBytes, filename: 'scan.jpg', type: 'image/jpeg' });
    expect(pdf.status).toBe(201);
    expect(pdf.body.data.attachment.content_type).toBe('application/pdf');
    const file = await download(staff, pdf.body.data.attachment.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);

    const detail = await app.request('GET', `/api/expense-record/${pdf.body.data.id}`, { token: staff });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(pdf.body.data);
  });

  it('refuses a receipt by its content or its size, with a localized message, and writes nothing', async () => {
    const note = `refused-${Math.random()}`;
    const text = { bytes: new TextEncoder().encode('not a receipt'), filename: 'receipt.png', type: 'image/png' };
    const notFile = await record(staff, { note }, text);
    expect(notFile.status).toBe(422);
    expect(notFile.body.errors).toEqual({ attachment: ['The attachment must be a PDF, JPEG or PNG file.'] });

    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(tinyPng());
    const tooLarge = await record(staff, { note }, { bytes: huge, filename: 'big.png' }, 'mm');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ attachment: ['ပူးတွဲဖိုင်သည် အများဆုံး 5 MB ဖြစ်ရမည်။'] });
    expect(await app.db.select().from(expenseRecords).where(eq(expenseRecords.note, note))).toEqual([]);

    // Exactly 5 MB is allowed; the record and its receipt land together.
    const limit = new Uint8Array(5 * 1024 * 1024);
    limit.set(tinyPng());
    const atLimit = await record(staff, { note }, { bytes: limit, filename: 'a.png' });
    expect(atLimit.status).toBe(201);
    const [stored] = await app.db
      .select()
      .from(expenseAttachments)
      .where(eq(expenseAttachments.expenseId, atLimit.body.data.id));
    expect(stored!.bytes.byteLength).toBe(limit.byteLength);
  });

  it('refuses a future day, nothing or part of a kyat, and a missing category', async () => {
    const tomorrow = yangonDay(new Date(app.clock.now().getTime() + day));
    const future = await record(staff, { spent_on: tomorrow });
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ spent_on: ['The day cannot be in the future.'] });

    const zero = await record(staff, { amount: '0' });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({ amount: ['The amount must be more than 0 Ks.'] });
    const decimals = await record(staff, { amount: '1500.50' });
    expect(decimals.status).toBe(422);
    expect(decimals.body.errors).toEqual({ amount: ['Please enter a whole number.'] });

    const missing = await sendForm(app, 'POST', '/api/expense-record', {
      token: staff,
      fields: { amount: '-5', spent_on: '2026-02-30' },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['amount', 'category', 'spent_on']);

    const json = await app.request('POST', '/api/expense-record', {
      token: staff,
      body: { category: 'fuel', amount: 1, spent_on: today },
    });
    expect(json.status).toBe(422);
  });

  it('records at a branch its recorder may choose: head office names one, branch staff only their own', async () => {
    const unnamed = await record(admin, {});
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors).toEqual({ branch_id: ['Choose the branch that spent the money (one of yours).'] });
    const named = await record(admin, { branch_id: String(mdy) });
    expect(named.status).toBe(201);
    expect(named.body.data.branch.code).toBe('MDY');
    expect((await record(admin, { branch_id: '2000000000' })).status).toBe(422);

    const elsewhere = await record(staff, { branch_id: String(mdy) });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({ branch_id: ['Choose the branch that spent the money (one of yours).'] });
    expect((await record(staff, { branch_id: String(ygn) })).status).toBe(201);

    // The manager may switch to MDY, so may record its spending.
    const manager = await signIn(app, 'manager');
    expect((await record(manager, { branch_id: String(mdy) })).status).toBe(201);
  });

  it('lets only those who record expenses record them', async () => {
    const accountant = await signIn(app, 'accountant');
    expect((await record(accountant, { branch_id: String(ygn) })).status).toBe(403);
    const postman = await signIn(app, 'postman');
    expect((await record(postman, {})).status).toBe(403);
    expect((await app.request('GET', '/api/expense-record', { token: postman })).status).toBe(403);
    expect((await record('', {})).status).toBe(401);
  });

  describe('Idempotency-Key (a double click records one expense)', () => {
    const keyed = (fields: Record<string, string>, key: string | undefined, attachment?: FormFile) =>
      sendForm(app, 'POST', '/api/expense-record', {
        token: staff,
        fields: { category: 'fuel', amount: '15000', spent_on: today, ...fields },
        files: attachment ? { attachment } : {},
        headers: key === undefined ? {} : { 'idempotency-key': key },
      });
    const rowsNoted = async (note: string) =>
      (await app.db.select().from(expenseRecords).where(eq(expenseRecords.note, note))).length;
    const png = () => ({ bytes: tinyPng(), filename: 'receipt.png', type: 'image/png' });

    it('answers a retry with the same key and receipt as the first time, and records one expense', async () => {
      const note = `idem-${randomUUID()}`;
      const key = `expense-${randomUUID()}`;
      const first = await keyed({ note }, key, png());
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const again = await keyed({ note }, key, png());
      expect([again.status, again.body]).toEqual([201, first.body]);
      expect(await rowsNoted(note)).toBe(1);
    });

    it('records one expense of two requests sent at once with one key', async () => {
      const note = `idem-${randomUUID()}`;
      const key = `expense-${randomUUID()}`;
      const answers = await Promise.all([keyed({ note }, key, png()), keyed({ note }, key, png())]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect(await rowsNoted(note)).toBe(1);
    });

    it('refuses the key with another amount or receipt (409); without a key each request records', async () => {
      const note = `idem-${randomUUID()}`;
      const key = `expense-${randomUUID()}`;
      expect((await keyed({ note }, key, png())).status).toBe(201);
      const otherAmount = await keyed({ note, amount: '16000' }, key, png());
      expect(otherAmount.status).toBe(409);
      expect(otherAmount.body).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
      expect((await keyed({ note }, key, { bytes: pdfBytes, filename: 'receipt.pdf' })).status).toBe(409);
      expect((await keyed({ note }, undefined)).status).toBe(201);
      expect((await keyed({ note }, undefined)).status).toBe(201);
      expect(await rowsNoted(note)).toBe(3);
    });
  });
});
