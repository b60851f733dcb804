import type { LabelQuoteRequest } from '@waypost/domain';
import { Form, type FormInstance } from 'antd';
import { useLabelQuote } from '../api/quote-label';
import { toQuoteRequest, type LabelFormValues } from '../label-form-model';
import { useDebounced } from './use-debounced';

/**
 * The server's quote of the draft as it is now (POST /api/label/quote, debounced). It watches the form itself, as
 * text, so a keystroke that does not change the quote re-renders nothing; every part of the form that shows the
 * quote shares one request (same query key).
 */
export function useDraftQuote(form: FormInstance<LabelFormValues>) {
  const current = Form.useWatch((values: LabelFormValues) => {
    const request = toQuoteRequest(values);
    return request ? JSON.stringify(request) : null;
  }, form);
  const serialized = useDebounced(current ?? null, 400);
  const request = serialized ? (JSON.parse(serialized) as LabelQuoteRequest) : null;
  return { request, quote: useLabelQuote(request) };
}
