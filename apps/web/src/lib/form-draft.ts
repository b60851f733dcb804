import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Form drafts (issue 26 §5): a filled form survives a reload, a lost session and a sign-in. What the clerk typed is
 * kept in this browser's storage under his user id (another clerk on the same counter PC never sees it), restored
 * when he opens the same form again, and dropped when the form is sent or he signs out himself.
 */
const prefix = 'waypost.draft.';
/** A draft older than this is stale (yesterday's half-typed receiver): not restored. */
export const draftLifetimeMs = 3 * 24 * 60 * 60 * 1000;

export interface StoredDraft {
  savedAt: string;
  values: Record<string, unknown>;
}

export function draftKey(userId: number, form: string): string {
  return `${prefix}${userId}.${form}`;
}

/** The draft kept for this key, unless it is missing, unreadable or stale. */
export function readDraft(storage: Pick<Storage, 'getItem'>, key: string, now: Date): StoredDraft | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as StoredDraft | null;
    if (!stored || typeof stored.savedAt !== 'string' || typeof stored.values !== 'object' || !stored.values) {
      return null;
    }
    const age = now.getTime() - Date.parse(stored.savedAt);
    return age >= 0 && age <= draftLifetimeMs ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the fields filled in (empty ones, and ones as the form starts — its `baseline` — are not worth a draft);
 * nothing filled in removes the draft.
 */
export function writeDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  values: Record<string, unknown>,
  now: Date,
  baseline: Record<string, unknown> = {},
): boolean {
  const filled = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => isFilled(value) && JSON.stringify(value) !== JSON.stringify(baseline[field]),
    ),
  );
  if (Object.keys(filled).length === 0) {
    storage.removeItem(key);
    return false;
  }
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values: filled } satisfies StoredDraft));
    return true;
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
    return false;
  }
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.values(value as object).some(isFilled);
  return true;
}

/** Signing out on purpose forgets every draft of this browser's users (a shared counter PC). */
export function forgetDrafts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
}

export interface FormDraftOptions<Values> {
  form: FormInstance<Values>;
  /** Which form: `label`, `pickup`, `expense`, `merchant-new`, `merchant-7`. */
  name: string;
  userId: number;
  /** Fields not kept: files cannot be stored, and fields the form fills itself. */
  omit?: readonly string[];
  /** The values the form starts with: unchanged, they make no draft. */
  baseline?: Record<string, unknown>;
  /** Values as stored (e.g. dates as ISO strings) and back. */
  toStored?: (values: Record<string, unknown>) => Record<string, unknown>;
  fromStored?: (values: Record<string, unknown>) => Record<string, unknown>;
}

export interface FormDraft {
  /** When the restored draft was saved; null when the form started empty. */
  restoredAt: string | null;
  /** Call from the form's onValuesChange. */
  save: () => void;
  /** The form was sent (or the clerk threw the draft away). */
  discard: () => void;
  /** The form holds something not yet sent: leaving asks first (read when leaving, so a send just done counts). */
  isDirty: () => boolean;
}

/** Restores the form's draft once, when it opens; keeps it as the clerk types. */
export function useFormDraft<Values>({
  form,
  name,
  userId,
  omit = [],
  baseline = {},
  toStored = (values) => values,
  fromStored = (values) => values,
}: FormDraftOptions<Values>): FormDraft {
  const key = draftKey(userId, name);
  // Read once, as the form opens; put into the form once it is mounted.
  const [restored, setRestored] = useState(() => readDraft(localStorage, key, new Date()));
  const dirty = useRef(restored !== null);
  const options = useRef({ omit, baseline, toStored, fromStored });
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current || !restored) return;
    applied.current = true;
    form.setFieldsValue(options.current.fromStored(restored.values) as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, restored]);

  const save = useCallback(() => {
    const { omit: omitted, baseline: start, toStored: stored } = options.current;
    const values = Object.fromEntries(
      Object.entries(form.getFieldsValue(true) as Record<string, unknown>).filter(
        ([field]) => !omitted.includes(field),
      ),
    );
    dirty.current = writeDraft(localStorage, key, stored(values), new Date(), stored(start));
  }, [form, key]);

  const discard = useCallback(() => {
    localStorage.removeItem(key);
    dirty.current = false;
    setRestored(null);
  }, [key]);

  const isDirty = useCallback(() => dirty.current, []);
  return { restoredAt: restored?.savedAt ?? null, save, discard, isDirty };
}

/**
 * Leaving a filled form for another screen asks first (`confirm` answers whether to leave); the draft stays either
 * way. A sign-out or an ended session is not asked about: the draft is what keeps the clerk's work then.
 */
export function useLeaveGuard(isDirty: () => boolean, confirm: () => Promise<boolean>): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
}
