import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toastTimings } from './toast';

describe('toasts (spec §9: show 400 ms, display 3000 ms, hide 1000 ms, +1000 ms after hover)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fades in, stays 3 s from its start, then fades out over 1 s and is gone', () => {
    const store = createToastStore();
    store.show('error', 'Something Went Wrong!');
    expect(store.list()).toMatchObject([{ type: 'error', message: 'Something Went Wrong!', phase: 'entering' }]);
    expect(store.list()[0]?.countdown?.ms).toBe(toastTimings.displayMs);
    vi.advanceTimersByTime(400);
    expect(store.list()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(2599);
    expect(store.list()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(store.list()[0]?.phase).toBe('leaving');
    vi.advanceTimersByTime(999);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
  });

  it('holds while the pointer is on it, then gives it 1 s more', () => {
    const store = createToastStore();
    const id = store.show('success', 'Copied!');
    vi.advanceTimersByTime(2500);
    store.hover(id, true);
    expect(store.list()[0]?.countdown).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(store.list()[0]?.phase).toBe('shown');
    store.hover(id, false);
    expect(store.list()[0]?.countdown?.ms).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(store.list()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(store.list()[0]?.phase).toBe('leaving');
    vi.advanceTimersByTime(1000);
    expect(store.list()).toEqual([]);
  });

  it('comes back when the pointer reaches it while it fades', () => {
    const store = createToastStore();
    const id = store.show('warning', 'x');
    vi.advanceTimersByTime(3500);
    expect(store.list()[0]?.phase).toBe('leaving');
    store.hover(id, true);
    vi.advanceTimersByTime(5000);
    expect(store.list()[0]?.phase).toBe('shown');
  });

  it('closes with the close button, and allows duplicates', () => {
    const store = createToastStore();
    const first = store.show('info', 'Same');
    store.show('info', 'Same');
    expect(store.list()).toHaveLength(2);
    store.close(first);
    expect(store.list()[0]?.phase).toBe('leaving');
    vi.advanceTimersByTime(1000);
    expect(store.list().map((toast) => toast.message)).toEqual(['Same']);
  });

  it('tells subscribers about every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('info', 'x');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
  });
});
