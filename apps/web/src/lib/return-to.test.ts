import { describe, expect, it } from 'vitest';
import { forgetReturn, peekReturn, rememberReturn, takeReturn } from './return-to';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('return to the screen after a lost session', () => {
  it('brings the same user back to where he was, once', () => {
    const storage = memoryStorage();
    rememberReturn(storage, { path: '/label/create?merchant=3', userId: 7, reason: 'expired' });
    expect(peekReturn(storage)).toEqual({ path: '/label/create?merchant=3', userId: 7, reason: 'expired' });
    expect(takeReturn(storage, 7)).toBe('/label/create?merchant=3');
    expect(takeReturn(storage, 7)).toBeNull();
  });

  it('sends another user to his own home, and forgets the screen', () => {
    const storage = memoryStorage();
    rememberReturn(storage, { path: '/expense-record', userId: 7, reason: 'ended' });
    expect(takeReturn(storage, 8)).toBeNull();
    expect(peekReturn(storage)).toBeNull();
  });

  it('keeps only screens of this app', () => {
    const storage = memoryStorage();
    for (const path of ['https://evil.example/', '//evil.example/x', '/login', 'label/create']) {
      rememberReturn(storage, { path, userId: 1, reason: 'ended' });
      expect(peekReturn(storage)).toBeNull();
    }
    storage.setItem('waypost.returnTo', '{not json');
    expect(peekReturn(storage)).toBeNull();
    storage.setItem('waypost.returnTo', JSON.stringify({ path: '//evil.example' }));
    expect(peekReturn(storage)).toBeNull();
    storage.setItem('waypost.returnTo', JSON.stringify({ path: '/x', reason: 'odd' }));
    expect(peekReturn(storage)).toEqual({ path: '/x', userId: null, reason: 'ended' });
    expect(takeReturn(storage, 5)).toBe('/x');
    rememberReturn(storage, { path: '/y', userId: 1, reason: 'ended' });
    forgetReturn(storage);
    expect(peekReturn(storage)).toBeNull();
  });
});
