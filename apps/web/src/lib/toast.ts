import { useSyncExternalStore } from 'react';

/**
 * Toasts (spec §9): close button, progress bar, duplicates allowed; fade in over 400 ms, shown for 3000 ms, fade out
 * over 1000 ms; the pointer on a toast holds it, and leaving gives it 1000 ms more. Bottom-right, not the spec's
 * top-right (styles.css says why). A plain store with its own timers, so code outside React (the API client's
 * listener) can toast, and the first page loads no notification library.
 */
export const toastTimings = { showMs: 400, hideMs: 1000, displayMs: 3000, hoverExtensionMs: 1000 } as const;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** entering: fading in; shown: on screen (maybe counting down); leaving: fading out. */
export type ToastPhase = 'entering' | 'shown' | 'leaving';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  phase: ToastPhase;
  /** The running countdown before the toast fades out (drawn as the progress bar); null while held. */
  countdown: { id: number; ms: number } | null;
}

type Timer = ReturnType<typeof setTimeout>;

export interface ToastStore {
  show(type: ToastType, message: string): number;
  /** The pointer entered (true) or left (false) a toast. */
  hover(id: number, hovering: boolean): void;
  /** The close button: fade out now. */
  close(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function createToastStore(timings = toastTimings): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer[]>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const update = (id: number, change: Partial<Toast>) => {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, ...change } : toast));
    emit();
  };
  const clearTimers = (id: number) => {
    for (const timer of timers.get(id) ?? []) clearTimeout(timer);
    timers.set(id, []);
  };
  const later = (id: number, ms: number, run: () => void) => {
    timers.get(id)?.push(setTimeout(run, ms));
  };
  const remove = (id: number) => {
    clearTimers(id);
    timers.delete(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };
  const leave = (id: number) => {
    clearTimers(id);
    update(id, { phase: 'leaving', countdown: null });
    later(id, timings.hideMs, () => remove(id));
  };
  const countDown = (id: number, ms: number) => {
    update(id, { countdown: { id: nextId++, ms } });
    later(id, ms, () => leave(id));
  };

  return {
    show(type, message) {
      const id = nextId++;
      timers.set(id, []);
      toasts = [...toasts, { id, type, message, phase: 'entering', countdown: null }];
      emit();
      // The display time runs from the moment the toast starts to appear (as toastr's timeOut does).
      later(id, timings.showMs, () => update(id, { phase: 'shown' }));
      countDown(id, timings.displayMs);
      return id;
    },
    hover(id, hovering) {
      const toast = toasts.find((item) => item.id === id);
      if (!toast) return;
      if (hovering) {
        // Held: no countdown, and a toast already fading comes back.
        clearTimers(id);
        update(id, { phase: 'shown', countdown: null });
      } else {
        countDown(id, timings.hoverExtensionMs);
      }
    },
    close(id) {
      if (toasts.some((toast) => toast.id === id && toast.phase !== 'leaving')) leave(id);
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one toast stack. */
export const toastStore = createToastStore();

export const toast = {
  success: (message: string) => toastStore.show('success', message),
  error: (message: string) => toastStore.show('error', message),
  warning: (message: string) => toastStore.show('warning', message),
  info: (message: string) => toastStore.show('info', message),
};

export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.list);
}
