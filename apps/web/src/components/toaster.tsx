import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore, toastTimings, useToasts, type ToastType } from '@/lib/toast';

const glyphs: Record<ToastType, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

/**
 * The toast stack, bottom-right (spec §9 says top-right; styles.css says why not); drawn once at the root, fed by
 * lib/toast.ts. Plain HTML and CSS (styles.css), so a toast can show on the login page, which loads no Ant Design.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <section
      className="wp-toasts"
      aria-label={t('toast.region')}
      style={
        { '--toast-show': `${toastTimings.showMs}ms`, '--toast-hide': `${toastTimings.hideMs}ms` } as CSSProperties
      }
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`wp-toast wp-toast-${item.type}`}
          data-testid="toast"
          data-type={item.type}
          data-phase={item.phase}
          role={item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'}
          onMouseEnter={() => toastStore.hover(item.id, true)}
          onMouseLeave={() => toastStore.hover(item.id, false)}
        >
          <span className="wp-toast-icon" aria-hidden="true">
            {glyphs[item.type]}
          </span>
          <span className="wp-toast-message" data-testid="toast-message">
            {item.message}
          </span>
          <button
            type="button"
            className="wp-toast-close"
            aria-label={t('toast.close')}
            data-testid="toast-close"
            onClick={() => toastStore.close(item.id)}
          >
            ×
          </button>
          {item.countdown && (
            <div
              key={item.countdown.id}
              className="wp-toast-progress"
              data-testid="toast-progress"
              style={{ animationDuration: `${item.countdown.ms}ms` }}
            />
          )}
        </div>
      ))}
    </section>
  );
}
