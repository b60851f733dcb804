import { localizeDigits, preprintLimits, preprintTypes, type PreprintIssueRequest } from '@waypost/domain';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '@/lib/form-errors';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { useLocale } from '@/lib/i18n';
import { useIssuePreprints } from '../api/preprint-api';
import { usePreprintMerchants } from '../api/preprint-merchants';

const fields = ['merchant_id', 'type', 'count'] as const;

/** Issue a merchant a range of preprinted codes at the user's branch; answers the new range's id. */
export function IssuePreprintModal({ onClose, onIssued }: { onClose: () => void; onIssued: (id: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<PreprintIssueRequest>();
  const [search, setSearch] = useState('');
  const merchants = usePreprintMerchants(search.trim());
  const mutation = useIssuePreprints();
  // One range per submission, however fast the second click or a retry comes.
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const required = { required: true, message: t('preprints.required') };

  const submit = (values: PreprintIssueRequest) => {
    const idempotencyKey = submissions.start(values);
    if (idempotencyKey === null) return;
    setFailure(null);
    mutation.mutate(
      { request: values, idempotencyKey },
      {
        onSuccess: (answer) => onIssued(answer.id),
        onError: (error) => showFormErrors(error, { form, fields, onFailure: setFailure }),
        onSettled: (_answer, error) => submissions.finish(error),
      },
    );
  };

  return (
    <Modal
      open
      title={t('preprints.issue.title')}
      okText={t('preprints.issue.submit')}
      cancelText={t('preprints.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'preprint-issue-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PreprintIssueRequest>
        form={form}
        name="preprint-issue"
        layout="vertical"
        initialValues={{ type: 'smart_invoice', count: 50 }}
        onFinish={submit}
      >
        <Form.Item name="merchant_id" label={t('preprints.field.merchant')} rules={[required]}>
          <Select
            data-testid="preprint-merchant"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={merchants.isFetching}
            options={(merchants.data ?? []).map((merchant) => ({
              value: merchant.id,
              label: `${merchant.name} · ${localizeDigits(merchant.phone, locale)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="type" label={t('preprints.field.type')} rules={[required]}>
          <Select
            data-testid="preprint-type"
            options={preprintTypes.map((type) => ({ value: type, label: t(`preprintType.${type}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        <Form.Item
          name="count"
          label={t('preprints.field.count')}
          rules={[required]}
          extra={t('preprints.issue.countHint', {
            min: localizeDigits(String(preprintLimits.minCount), locale),
            max: localizeDigits(String(preprintLimits.maxCount), locale),
          })}
        >
          <InputNumber
            min={preprintLimits.minCount}
            max={preprintLimits.maxCount}
            precision={0}
            style={{ width: '100%' }}
            data-testid="preprint-count"
          />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
