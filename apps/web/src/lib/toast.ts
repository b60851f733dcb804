import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts (spec §9: top-right, close button, progress bar, duplicates allowed, shown 3 s). The shell binds Ant Design's
 * context-aware notification API here so code outside React (the API client's listener) can toast too.
 */
let notifications: NotificationInstance | null = null;

export function bindToasts(instance: NotificationInstance): void {
  notifications = instance;
}

export const toastOptions = { placement: 'topRight', duration: 3, showProgress: true, pauseOnHover: true } as const;

export const toast = {
  error: (message: string) => notifications?.error({ title: message, ...toastOptions }),
  warning: (message: string) => notifications?.warning({ title: message, ...toastOptions }),
  success: (message: string) => notifications?.success({ title: message, ...toastOptions }),
};
