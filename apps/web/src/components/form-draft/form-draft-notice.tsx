import { Alert, App, Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLeaveGuard, type FormDraft } from '@/lib/form-draft';
import { useLocale } from '@/lib/i18n';

/** Says a draft was put back in the form (and when it was typed), with a way to start over. */
export function FormDraftNotice({ draft, onDiscard }: { draft: FormDraft; onDiscard: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!draft.restoredAt) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="form-draft-restored"
      title={t('formDraft.restored', { time: formatDateTime(draft.restoredAt, locale) })}
      action={
        <Button
          size="small"
          data-testid="form-draft-discard"
          onClick={() => {
            draft.discard();
            onDiscard();
          }}
        >
          {t('formDraft.discard')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** Leaving the filled form for another screen asks first; the draft is kept either way. */
export function useConfirmLeave(draft: FormDraft): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void modal.confirm({
          title: t('formDraft.leaveTitle'),
          content: t('formDraft.leaveBody'),
          okText: t('formDraft.leave'),
          cancelText: t('formDraft.stay'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  useLeaveGuard(draft.isDirty, confirm);
}
