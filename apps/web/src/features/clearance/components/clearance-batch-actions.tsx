import {
  CheckOutlined,
  DownloadOutlined,
  PrinterOutlined,
  StopOutlined,
  WalletOutlined,
} from '@/components/icons/icons';
import { localizeDigits, type ClearanceBatch } from '@waypost/domain';
import { Alert, App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReauth } from '@/components/reauth/use-reauth';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useApproveClearance } from '../api/approve-clearance';
import { getClearanceExcelLink } from '../api/get-clearance-excel-link';
import { useVoidClearance } from '../api/void-clearance';
import { clearanceActionsFor } from '../clearance-actions';
import { CompleteClearanceModal } from './complete-clearance-modal';

/**
 * What can be done to a batch: approve, pay out and void for finance-managers (each after the password is typed
 * again), and for everyone its Excel and its printed COD report. Refusals (the issuer approving, a batch no longer
 * pending, a later batch to void first) are said here, in the reader's language.
 */
export function ClearanceBatchActions({ batch }: { batch: ClearanceBatch }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const actions = clearanceActionsFor(batch, user);
  const batchNumber = localizeDigits(batch.id, useLocale());
  const { withReauth, prompt } = useReauth();
  const approve = useApproveClearance(withReauth);
  const voiding = useVoidClearance(withReauth);
  const [completing, setCompleting] = useState(false);
  const [openingExcel, setOpeningExcel] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** A refusal to show; `ownErrors`: the request opted out of the shell's handling, so every failure is said here. */
  const refused = (error: unknown, ownErrors = false) => {
    if (isReauthCancelled(error) || !(error instanceof ApiError)) return;
    if (ownErrors || (error.status >= 400 && error.status < 500)) setFailure(error.displayMessage);
  };

  const startApprove = () => {
    setFailure(null);
    approve.mutate(batch.id, {
      onSuccess: () => toast.success(t('clearance.approve.done', { id: batchNumber })),
      onError: (error) => refused(error, true),
    });
  };

  const startVoid = () => {
    setFailure(null);
    void modal.confirm({
      title: t('clearance.void.confirmTitle', { id: batchNumber }),
      content: t('clearance.void.confirmText'),
      okText: t('clearance.void.confirm'),
      okButtonProps: { danger: true, 'data-testid': 'void-confirm' },
      cancelText: t('clearance.cancel'),
      onOk: () =>
        voiding.mutate(batch.id, {
          onSuccess: () => toast.success(t('clearance.void.done', { id: batchNumber })),
          onError: (error) => refused(error),
        }),
    });
  };

  const openExcel = async () => {
    setFailure(null);
    setOpeningExcel(true);
    try {
      void navigate(await getClearanceExcelLink(batch.id));
    } catch (error) {
      refused(error);
    } finally {
      setOpeningExcel(false);
    }
  };

  const printUrl = `${routeUrl('clearance-print') ?? '/'}?id=${batch.id}`;

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap data-testid="clearance-actions">
        {actions.approve && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={approve.isPending}
            onClick={startApprove}
            data-testid="clearance-approve"
          >
            {t('clearance.approve.action')}
          </Button>
        )}
        {actions.complete && (
          <Button
            type="primary"
            icon={<WalletOutlined />}
            onClick={() => {
              setFailure(null);
              setCompleting(true);
            }}
            data-testid="clearance-complete"
          >
            {t('clearance.complete.action')}
          </Button>
        )}
        {actions.void && (
          <Button
            danger
            icon={<StopOutlined />}
            loading={voiding.isPending}
            onClick={startVoid}
            data-testid="clearance-void"
          >
            {t('clearance.void.action')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined />}
          loading={openingExcel}
          onClick={() => void openExcel()}
          data-testid="clearance-excel"
        >
          {t('clearance.excel.action')}
        </Button>
        <Button icon={<PrinterOutlined />} href={printUrl} target="_blank" rel="noopener" data-testid="clearance-print">
          {t('clearance.print.action')}
        </Button>
      </Flex>
      {actions.awaitingApproval && (
        <Alert type="info" showIcon title={t('clearance.approve.awaiting')} data-testid="clearance-awaiting-approval" />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          title={failure}
          data-testid="clearance-action-failure"
        />
      )}
      {completing && (
        <CompleteClearanceModal batch={batch} withReauth={withReauth} onClose={() => setCompleting(false)} />
      )}
      {prompt}
    </Flex>
  );
}
