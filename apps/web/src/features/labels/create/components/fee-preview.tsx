import type { LabelQuoteRequest } from '@waypost/domain';
import { Alert, Card, Form, Spin, Typography, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { FeeLines } from '../../detail/components/fee-lines';
import { useLabelQuote } from '../api/quote-label';
import { toQuoteRequest, type LabelFormValues } from '../label-form-model';

/** Waits until the input has been still for `delayMs` (typing a weight asks the server once, not per key). */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The live fee preview: the server's quote of the draft as it is now (POST /api/label/quote, debounced). It watches
 * the form itself, as text, so a keystroke that does not change the quote re-renders nothing.
 */
export function FeePreview({ form }: { form: FormInstance<LabelFormValues> }) {
  const { t } = useTranslation();
  const current = Form.useWatch((values: LabelFormValues) => {
    const request = toQuoteRequest(values);
    return request ? JSON.stringify(request) : null;
  }, form);
  const serialized = useDebounced(current ?? null, 400);
  const settled = serialized ? (JSON.parse(serialized) as LabelQuoteRequest) : null;
  const quote = useLabelQuote(settled);

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
