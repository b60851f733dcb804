import { Alert, Card, Spin, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { FeeLines } from '../../detail/components/fee-lines';
import type { LabelFormValues } from '../label-form-model';
import { useDraftQuote } from './use-draft-quote';

/** The live fee preview: the server's quote of the draft as it is now (useDraftQuote). */
export function FeePreview({ form }: { form: FormInstance<LabelFormValues> }) {
  const { t } = useTranslation();
  const { request: settled, quote } = useDraftQuote(form);

  let body;
  if (!settled) body = <Typography.Text type="secondary">{t('labelForm.feeNeedsInput')}</Typography.Text>;
  else if (quote.isError)
    body = (
      <Alert
        type="warning"
        showIcon
        title={
          quote.error instanceof ApiError && quote.error.status !== 0
            ? quote.error.displayMessage
            : t('errors.networkError')
        }
      />
    );
  else if (!quote.data) body = <Spin />;
  else body = <FeeLines lines={quote.data.fee_lines} total={quote.data.total_cost} data-testid="fee-preview" />;

  return (
    <Card size="small" title={t('labelForm.feePreview')} extra={quote.isFetching ? <Spin size="small" /> : null}>
      {body}
    </Card>
  );
}
