import { describe, expect, it } from 'vitest';
import { breadcrumbLifetimeMs, createBreadcrumbTrail } from './breadcrumb-trail';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function setup() {
  const clock = { now: 1_000_000 };
  let ids = 0;
  const local = new MemoryStorage();
  const windowStorage = () => new MemoryStorage();
  const make = (session = windowStorage()) =>
    createBreadcrumbTrail({ local, session, now: () => clock.now, newId: () => `window-${(ids += 1)}` });
  return { clock, local, make, windowStorage };
}

describe('breadcrumb trail', () => {
  it('remembers the last URL of a screen in this window', () => {
    const { make } = setup();
    const trail = make();
    trail.visit('label', '/label/search');
    trail.visit('label', '/label/pending?page=2');
    expect(trail.lastVisited('label')).toBe('/label/pending?page=2');
  });

  it('keeps windows apart', () => {
    const { make } = setup();
    const first = make();
    const second = make();
    first.visit('label', '/label/pending');
    expect(second.lastVisited('label')).toBeUndefined();
  });

  it('drops the trail 6 hours after the window started', () => {
    const { clock, make } = setup();
    const trail = make();
    trail.visit('label', '/label/pending');
    clock.now += breadcrumbLifetimeMs - 1;
    expect(trail.lastVisited('label')).toBe('/label/pending');
    clock.now += 1;
    expect(trail.lastVisited('label')).toBeUndefined();
  });

  it('sweeps away trails of windows older than 6 hours', () => {
    const { clock, local, make } = setup();
    make().visit('label', '/label/pending');
    clock.now += breadcrumbLifetimeMs;
    const current = make();
    current.visit('staff', '/staff/active');
    current.sweep();
    expect(local.length).toBe(1);
    expect(current.lastVisited('staff')).toBe('/staff/active');
  });
});
