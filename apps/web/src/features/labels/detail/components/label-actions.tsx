import { type LabelDetail, type LabelStatusRequest } from '@waypost/domain';
import { App, Button, Flex, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { translate, useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useBranches } from '../../create/api/get-branches';
import { useChangeLabelStatus } from '../api/change-label-status';
import { HandOverDialog } from './hand-over-dialog';

type AllowedAction = LabelDetail['allowed_actions'][number];

interface LabelActionsProps {
  label: LabelDetail;
  /** Asks the server again (after a 409: the label moved on meanwhile). */
  onStale: () => void;
}

/**
 * The actions this user may take now (the server's allowed_actions), as buttons. Each sends the status the screen
 * shows as expected_status; prompts of spec §8 come first; forward and redirect ask for the branch.
 */
export function LabelActions({ label, onStale }: LabelActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const { branchName } = useDisplayNames();
  const branches = useBranches();
  const mutation = useChangeLabelStatus(label.id);
  const [branchAction, setBranchAction] = useState<AllowedAction | null>(null);
  const [branchId, setBranchId] = useState<number | undefined>(undefined);
  const [handOver, setHandOver] = useState<AllowedAction | null>(null);

  const send = (action: AllowedAction, targetBranch?: number, receiverName?: string) => {
    const request: LabelStatusRequest = {
      action: action.action,
      expected_status: label.status,
      ...(targetBranch === undefined ? {} : { branch_id: targetBranch }),
      ...(receiverName === undefined ? {} : { receiver_name: receiverName }),
    };
    mutation.mutate(request, {
      onSuccess: (updated) =>
        toast.success(t('labelDetail.moved', { status: t(`labelStatus.${updated.status}`, { ns: 'domain' }) })),
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 403) return;
        toast.error(error.displayMessage);
        if (error.status === 409 || error.status === 404) onStale();
      },
    });
  };

  const start = (action: AllowedAction) => {
    if (action.action === 'hand_over') {
      setHandOver(action);
    } else if (action.needs_branch) {
      setBranchId(undefined);
      setBranchAction(action);
    } else if (action.confirm) {
      void modal.confirm({
        title: translate(locale, action.confirm),
        okText: t('labelDetail.confirmOk'),
        cancelText: t('labelDetail.confirmCancel'),
        onOk: () => send(action),
      });
    } else {
      send(action);
    }
  };

  const actionText = (action: AllowedAction) =>
    action.action === 'next'
      ? t(`labelStatus.${action.status}`, { ns: 'domain' })
      : t(`labelAction.${action.action}`, { ns: 'domain' });

  const ownBranches = new Set([label.accept_branch.id, label.deliver_branch.id, label.via_branch?.id]);

  if (label.allowed_actions.length === 0) return null;
  return (
    <>
      <Flex wrap gap={8} data-testid="label-actions">
        {label.allowed_actions.map((action) => (
          <Button
            key={`${action.action}-${action.status}`}
            type={action.action === 'next' || action.action === 'hand_over' ? 'primary' : 'default'}
            danger={['rollback', 'reject', 'missing'].includes(action.action)}
            loading={mutation.isPending && mutation.variables?.action === action.action}
            disabled={mutation.isPending}
            data-testid={`label-action-${action.action}`}
            data-status={action.status}
            onClick={() => start(action)}
          >
            {actionText(action)}
          </Button>
        ))}
      </Flex>
      <HandOverDialog
        label={label}
        open={handOver !== null}
        onCancel={() => setHandOver(null)}
        onHandOver={(receiverName) => {
          if (handOver) send(handOver, undefined, receiverName);
          setHandOver(null);
        }}
      />
      <Modal
        open={branchAction !== null}
        title={branchAction ? actionText(branchAction) : null}
        okText={t('labelDetail.confirmOk')}
        cancelText={t('labelDetail.confirmCancel')}
        okButtonProps={{ disabled: branchId === undefined, 'data-testid': 'branch-action-ok' }}
        onCancel={() => setBranchAction(null)}
        onOk={() => {
          if (branchAction && branchId !== undefined) send(branchAction, branchId);
          setBranchAction(null);
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('labelDetail.chooseBranch')}>
            <Select
              data-testid="branch-action-select"
              value={branchId}
              onChange={setBranchId}
              showSearch={{ optionFilterProp: 'label' }}
              loading={branches.isLoading}
              options={(branches.data ?? [])
                .filter((branch) => !ownBranches.has(branch.id))
                .map((branch) => ({ value: branch.id, label: `${branch.code} · ${branchName(branch)}` }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
