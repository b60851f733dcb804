import { describe, expect, it } from 'vitest';
import { draftKey, draftLifetimeMs, forgetDrafts, readDraft, writeDraft } from './form-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { storage, items };
}

const now = new Date('2026-11-27T08:00:00Z');

describe('form drafts', () => {
  it('keeps what was filled, per user and form, and reads it back', () => {
    const { storage } = memoryStorage();
    const key = draftKey(7, 'label');
    expect(key).toBe('waypost.draft.7.label');
    expect(
      writeDraft(storage, key, { receiver_name: 'Ma Hla', remark: '', weight: 2, phones: ['', null], place: {} }, now),
    ).toBe(true);
    expect(readDraft(storage, key, now)).toEqual({
      savedAt: now.toISOString(),
      values: { receiver_name: 'Ma Hla', weight: 2 },
    });
    expect(readDraft(storage, draftKey(8, 'label'), now)).toBeNull();
    // What the form starts with is no draft.
    const baseline = { type: 'fcs_express', gate_submit: false };
    expect(writeDraft(storage, key, { type: 'fcs_express', gate_submit: false }, now, baseline)).toBe(false);
    expect(writeDraft(storage, key, { type: 'fcs_express', gate_submit: true }, now, baseline)).toBe(true);
    expect(readDraft(storage, key, now)?.values).toEqual({ gate_submit: true });
  });

  it('drops an empty form’s draft, and never restores a stale or broken one', () => {
    const { storage, items } = memoryStorage();
    const key = draftKey(7, 'pickup');
    writeDraft(storage, key, { name: 'Daw Su' }, now);
    expect(writeDraft(storage, key, { name: '' }, now)).toBe(false);
    expect(items.has(key)).toBe(false);
    writeDraft(storage, key, { name: 'Daw Su' }, now);
    expect(readDraft(storage, key, new Date(now.getTime() + draftLifetimeMs + 1))).toBeNull();
    expect(readDraft(storage, key, new Date(now.getTime() - 1))).toBeNull();
    items.set(key, '{broken');
    expect(readDraft(storage, key, now)).toBeNull();
    items.set(key, JSON.stringify({ savedAt: now.toISOString() }));
    expect(readDraft(storage, key, now)).toBeNull();
  });

  it('still works when the browser refuses to store', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeDraft(full, draftKey(1, 'expense'), { amount: 5 }, now)).toBe(false);
  });

  it('forgets every draft on a sign-out', () => {
    const { storage, items } = memoryStorage();
    storage.setItem(draftKey(7, 'label'), '{}');
    storage.setItem(draftKey(8, 'expense'), '{}');
    storage.setItem('locale', 'mm');
    forgetDrafts({ ...storage, length: items.size, key: (index: number) => [...items.keys()][index] ?? null });
    expect([...items.keys()]).toEqual(['locale']);
  });
});
