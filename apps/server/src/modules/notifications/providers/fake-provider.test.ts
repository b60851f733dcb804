import { describe, expect, it } from 'vitest';
import { createFakeProvider } from './fake-provider.js';
import { countMessageParts } from './message-parts.js';
import type { OutgoingMessage } from './notification-provider.js';

const message = (text: string, encoding: OutgoingMessage['encoding'] = 'gsm7', to = '+959250000001') => ({
  to,
  text,
  clientReference: '4711',
  encoding,
});
const signal = () => new AbortController().signal;

describe('the fake provider', () => {
  it('accepts a message, records it and answers as a gateway would', async () => {
    const fake = createFakeProvider();
    const sent = message('Your parcel YGN0001234MM is out for delivery.');
    const result = await fake.send(sent, { signal: signal() });

    expect(fake).toMatchObject({ name: 'fake', channel: 'sms' });
    expect(result.providerMessageId).toMatch(/^fake-[0-9a-f-]{36}$/);
    expect(result).toMatchObject({ parts: 1, cost: null });
    expect(fake.sent).toEqual([sent]);
    const again = await fake.send(sent, { signal: signal() });
    expect(again.providerMessageId).not.toBe(result.providerMessageId);
  });

  it('bills parts by the encoding the message says', async () => {
    const fake = createFakeProvider();
    const parts = async (text: string, encoding: OutgoingMessage['encoding']) =>
      (await fake.send(message(text, encoding), { signal: signal() })).parts;
    expect(await parts('a'.repeat(161), 'gsm7')).toBe(2);
    expect(await parts('က'.repeat(71), 'ucs2')).toBe(2);
  });

  it('fails the first sends as a gateway that is down: retryable HTTP_500', async () => {
    const fake = createFakeProvider({ name: 'fake-a', behaviour: { failTimes: 2 } });
    const send = () => fake.send(message('hi'), { signal: signal() });
    await expect(send()).rejects.toMatchObject({ code: 'HTTP_500', retryable: true });
    await expect(send()).rejects.toMatchObject({ code: 'HTTP_500', retryable: true });
    await expect(send()).resolves.toMatchObject({ parts: 1 });
    expect(fake.sent).toHaveLength(1);
  });

  it('refuses the messages it is told to, for good', async () => {
    const fake = createFakeProvider({ behaviour: { refuse: ({ to }) => to.endsWith('0000') } });
    await expect(fake.send(message('hi', 'gsm7', '+959250000000'), { signal: signal() })).rejects.toMatchObject({
      code: 'REFUSED',
      retryable: false,
    });
    await expect(fake.send(message('hi'), { signal: signal() })).resolves.toBeDefined();
    expect(fake.sent.map(({ to }) => to)).toEqual(['+959250000001']);
  });

  it("gives up a slow send when the worker's signal fires, as a retryable timeout", async () => {
    const fake = createFakeProvider({ behaviour: { delayMs: 60_000 } });
    const controller = new AbortController();
    const sending = fake.send(message('hi'), { signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ code: 'TIMEOUT', retryable: true });
    expect(fake.sent).toEqual([]);
  });

  it('can stand for a Viber gateway: one part whatever the length', async () => {
    const fake = createFakeProvider({ name: 'fake-viber', channel: 'viber' });
    expect(fake.channel).toBe('viber');
    expect((await fake.send(message('a'.repeat(400)), { signal: signal() })).parts).toBe(1);
  });

  it('reads receipts by its id or by our reference', () => {
    const fake = createFakeProvider();
    expect(fake.parseReceipt({ id: 'fake-1', status: 'delivered', at: '2026-11-28T01:00:00Z' })).toEqual([
      {
        providerMessageId: 'fake-1',
        clientReference: null,
        status: 'delivered',
        at: new Date('2026-11-28T01:00:00Z'),
        error: null,
      },
    ]);
    expect(fake.parseReceipt({ client_reference: '4711', status: 'rejected', error: 'blocked' })).toEqual([
      { providerMessageId: null, clientReference: '4711', status: 'rejected', at: null, error: 'blocked' },
    ]);
    expect(fake.parseReceipt({ id: 'fake-1', status: 'DELIVRD' })).toEqual([]);
    expect(fake.parseReceipt({ status: 'delivered' })).toEqual([]);
  });

  it('reads inbound messages', () => {
    const fake = createFakeProvider();
    expect(fake.parseInbound({ from: '+959250000001', text: 'STOP' })).toEqual({
      from: '+959250000001',
      text: 'STOP',
      at: null,
    });
    expect(fake.parseInbound({ from: '+959250000001' })).toBeNull();
  });
});

describe('message parts', () => {
  it('fits 160 GSM-7 characters in one part and 153 in each part when split', () => {
    expect(countMessageParts('', 'gsm7')).toBe(1);
    expect(countMessageParts('a'.repeat(160), 'gsm7')).toBe(1);
    expect(countMessageParts('a'.repeat(161), 'gsm7')).toBe(2);
    expect(countMessageParts('a'.repeat(306), 'gsm7')).toBe(2);
    expect(countMessageParts('a'.repeat(307), 'gsm7')).toBe(3);
  });

  it('counts the GSM-7 extension characters twice', () => {
    expect(countMessageParts('€'.repeat(80), 'gsm7')).toBe(1);
    expect(countMessageParts(`${'€'.repeat(80)}a`, 'gsm7')).toBe(2);
  });

  it('fits 70 UCS-2 units in one part and 67 in each part when split (Burmese and Chinese)', () => {
    expect(countMessageParts('က'.repeat(70), 'ucs2')).toBe(1);
    expect(countMessageParts('က'.repeat(71), 'ucs2')).toBe(2);
    expect(countMessageParts('包'.repeat(134), 'ucs2')).toBe(2);
    expect(countMessageParts('包'.repeat(135), 'ucs2')).toBe(3);
  });

  it('counts UTF-16 units, so a character outside the basic plane takes two', () => {
    expect(countMessageParts('😀'.repeat(35), 'ucs2')).toBe(1);
    expect(countMessageParts('😀'.repeat(36), 'ucs2')).toBe(2);
  });
});
