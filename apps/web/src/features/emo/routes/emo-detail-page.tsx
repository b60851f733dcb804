import { formatKs, localizeDigits, nrcRule, type EmoItem } from '@waypost/domain';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useReauth } from '@/components/reauth/use-reauth';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { showFormErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useEmo, useEmoStep, usePayEmo, useRefundEmo } from '../api/emo-api';
import { emoStepsFor } from '../emo-model';

interface PayValues {
  code?: string;
  receiver_nrc?: string;
}

interface RefundValues {
  sender_nrc?: string;
}

/** /emo/{id}: an order, and the steps this user may take on it here (pay out, approve, cancel, unlock, refund). */
export function EmoDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().emoId);
  const query = useEmo(id);
  const order = query.data;
  if (query.isError) return <Alert type="error" showIcon title={t('emo.notFound')} />;
  if (!order) return null;
  return <EmoDetail order={order} />;
}

function EmoDetail({ order }: { order: EmoItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { modal } = App.useApp();
  const rule = useFormRule();
  const { branchName } = useDisplayNames();
  const { withReauth, prompt } = useReauth();
  const pay = usePayEmo();
  const step = useEmoStep(withReauth);
  const refund = useRefundEmo();
  const payKeys = useIdempotencyKeys();
  const stepKeys = useIdempotencyKeys();
  const refundKeys = useIdempotencyKeys();
  const [form] = Form.useForm<PayValues>();
  const [refundForm] = Form.useForm<RefundValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [refundFailure, setRefundFailure] = useState<string | null>(null);
  const steps = emoStepsFor(user, order);
  const branch = (ref: EmoItem['book_branch']) => `${ref.code} · ${branchName(ref)}`;
  const person = (ref: EmoItem['booked_by']) => ref?.name ?? '—';

  const submitPay = (values: PayValues) => {
    const request = { code: values.code ?? '', receiver_nrc: values.receiver_nrc ?? '' };
    setFailure(null);
    pay.mutate(
      { id: order.id, request, idempotencyKey: payKeys.keyFor({ id: order.id, ...request }) },
      {
        onSuccess: (paid) => {
          payKeys.settle();
          form.resetFields();
          toast.success(t(paid.status === 'complete' ? 'emo.pay.paid' : 'emo.pay.waiting'));
        },
        onError: (error) => {
          payKeys.settleAfter(error);
          showFormErrors(error, { form, fields: ['code', 'receiver_nrc'], onFailure: setFailure });
        },
      },
    );
  };

  const submitRefund = (values: RefundValues) => {
    const request = { sender_nrc: values.sender_nrc ?? '' };
    setRefundFailure(null);
    refund.mutate(
      { id: order.id, request, idempotencyKey: refundKeys.keyFor({ id: order.id, ...request }) },
      {
        onSuccess: () => {
          refundKeys.settle();
          refundForm.resetFields();
          toast.success(t('emo.refund.done'));
        },
        onError: (error) => {
          refundKeys.settleAfter(error);
          showFormErrors(error, { form: refundForm, fields: ['sender_nrc'], onFailure: setRefundFailure });
        },
      },
    );
  };

  const runStep = (name: 'approve-payout' | 'cancel' | 'unlock', confirm?: string) => {
    const go = () =>
      step.mutate(
        { id: order.id, step: name, idempotencyKey: stepKeys.keyFor({ id: order.id, name }) },
        {
          onSuccess: () => {
            stepKeys.settle();
            toast.success(t(`emo.step.${name}.done`));
          },
          onError: (error) => {
            stepKeys.settleAfter(error);
            if (isReauthCancelled(error)) return;
            toast.error(error instanceof ApiError ? error.displayMessage : error.message);
          },
        },
      );
    if (confirm) modal.confirm({ title: confirm, onOk: go, okButtonProps: { 'data-testid': 'emo-confirm-ok' } });
    else go();
  };

  return (
    <Flex vertical gap={12} data-testid="emo-detail">
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {localizeDigits(`EMO-${order.id}`, locale)}
        </Typography.Title>
        <Tag data-testid="emo-status">{t(`emoState.${order.status}`, { ns: 'domain' })}</Tag>
        {order.locked && <Tag color="red">{t('emo.locked')}</Tag>}
        {order.remark_type && <Tag>{t(`emoRemarkType.${order.remark_type}`, { ns: 'domain' })}</Tag>}
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
        <Descriptions.Item label={t('emo.field.amount')}>{formatKs(order.amount, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.fee')}>{formatKs(order.fee, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.book_branch')}>{branch(order.book_branch)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.pay_branch_id')}>{branch(order.pay_branch)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.sender_name')}>{order.sender_name}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.sender_nrc')}>
          {localizeDigits(order.sender_nrc, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('emo.field.receiver_name')}>{order.receiver_name}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.receiver_phone')}>
          {localizeDigits(order.receiver_phone, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('emo.field.booked_at')}>
          {formatDateTime(order.booked_at, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('emo.field.return_due_at')}>
          {formatDateTime(order.return_due_at, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('emo.field.booked_by')}>{person(order.booked_by)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.paid_by')}>{person(order.paid_by)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.approved_by')}>{person(order.approved_by)}</Descriptions.Item>
        <Descriptions.Item label={t('emo.field.wrong_code_attempts')}>
          {localizeDigits(order.wrong_code_attempts, locale)}
        </Descriptions.Item>
        {order.refunded_at && (
          <>
            <Descriptions.Item label={t('emo.field.refunded_at')}>
              <span data-testid="emo-refunded-at">{formatDateTime(order.refunded_at, locale)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('emo.field.refunded_by')}>{person(order.refunded_by)}</Descriptions.Item>
          </>
        )}
      </Descriptions>
      {order.needs_approval && order.status === 'process' && (
        <Alert type="info" showIcon title={t('emo.waitingApproval')} data-testid="emo-waiting" />
      )}
      {steps.pay && (
        <Card title={t('emo.pay.title')} size="small">
          <Form<PayValues> form={form} name="emo-pay" layout="vertical" onFinish={submitPay} style={{ maxWidth: 420 }}>
            <Form.Item
              name="code"
              label={t('emo.field.code')}
              rules={[{ required: true, message: t('emo.pay.codeRequired') }]}
            >
              <Input inputMode="numeric" autoComplete="off" data-testid="emo-pay-code" />
            </Form.Item>
            <Form.Item name="receiver_nrc" label={t('emo.field.receiver_nrc')} rules={[rule(nrcRule)]}>
              <Input autoComplete="off" placeholder={t('emo.nrcPlaceholder')} data-testid="emo-pay-nrc" />
            </Form.Item>
            {failure && (
              <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="emo-pay-error" />
            )}
            <Button type="primary" htmlType="submit" loading={pay.isPending} data-testid="emo-pay-submit">
              {t('emo.pay.submit')}
            </Button>
          </Form>
        </Card>
      )}
      {steps.refund && (
        <Card title={t('emo.refund.title')} size="small" data-testid="emo-refund">
          <Typography.Paragraph type="secondary">{t('emo.refund.notice')}</Typography.Paragraph>
          <Form<RefundValues>
            form={refundForm}
            name="emo-refund"
            layout="vertical"
            onFinish={submitRefund}
            style={{ maxWidth: 420 }}
          >
            <Form.Item name="sender_nrc" label={t('emo.field.sender_nrc')} rules={[rule(nrcRule)]}>
              <Input autoComplete="off" placeholder={t('emo.nrcPlaceholder')} data-testid="emo-refund-nrc" />
            </Form.Item>
            {refundFailure && (
              <Alert
                type="error"
                showIcon
                title={refundFailure}
                style={{ marginBottom: 12 }}
                data-testid="emo-refund-error"
              />
            )}
            <Button type="primary" htmlType="submit" loading={refund.isPending} data-testid="emo-refund-submit">
              {t('emo.refund.submit')}
            </Button>
          </Form>
        </Card>
      )}
      <Flex gap={8} wrap>
        {steps.approve && (
          <Button
            type="primary"
            onClick={() => runStep('approve-payout', t('emo.step.approve-payout.confirm'))}
            data-testid="emo-approve"
          >
            {t('emo.step.approve-payout.action')}
          </Button>
        )}
        {steps.unlock && (
          <Button onClick={() => runStep('unlock')} data-testid="emo-unlock">
            {t('emo.step.unlock.action')}
          </Button>
        )}
        {steps.cancel && (
          <Button danger onClick={() => runStep('cancel', t('emo.step.cancel.confirm'))} data-testid="emo-cancel">
            {t('emo.step.cancel.action')}
          </Button>
        )}
      </Flex>
      {prompt}
    </Flex>
  );
}
