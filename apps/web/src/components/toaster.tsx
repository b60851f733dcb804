import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore, toastTimings, useToasts, type ToastType } from '../lib/toast';

const icons = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
} as const;

/** The toast stack, top-right (spec §9); drawn once at the root, fed by lib/toast.ts. Motion lives in styles.css. */
export function Toaster() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const toasts = useToasts();
  const colors: Record<ToastType, string> = {
    success: token.colorSuccess,
    error: token.colorError,
    warning: token.colorWarning,
    info: token.colorInfo,
  };
  const timing = {
    '--toast-show': `${toastTimings.showMs}ms`,
    '--toast-hide': `${toastTimings.hideMs}ms`,
  } as CSSProperties;
  if (toasts.length === 0) return null;
  return (
    <section
      className="waypost-toasts"
      aria-label={t('toast.region')}
      style={{ ...timing, zIndex: token.zIndexPopupBase + 10 }}
    >
      {toasts.map((item) => {
        const Icon = icons[item.type];
        return (
          <div
            key={item.id}
            className="waypost-toast"
            data-testid="toast"
            data-type={item.type}
            data-phase={item.phase}
            role={item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'}
            onMouseEnter={() => toastStore.hover(item.id, true)}
            onMouseLeave={() => toastStore.hover(item.id, false)}
            style={{
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadow,
              color: token.colorText,
              fontFamily: token.fontFamily,
              fontSize: token.fontSize,
            }}
          >
            <Icon style={{ color: colors[item.type], fontSize: 20 }} />
            <span className="waypost-toast-message">{item.message}</span>
            <button
              type="button"
              className="waypost-toast-close"
              aria-label={t('toast.close')}
              data-testid="toast-close"
              onClick={() => toastStore.close(item.id)}
              style={{ color: token.colorTextTertiary }}
            >
              <CloseOutlined />
            </button>
            {item.countdown && (
              <div
                key={item.countdown.id}
                className="waypost-toast-progress"
                data-testid="toast-progress"
                style={{ background: colors[item.type], animationDuration: `${item.countdown.ms}ms` }}
              />
            )}
          </div>
        );
      })}
    </section>
  );
}
