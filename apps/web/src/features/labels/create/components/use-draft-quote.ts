import type { LabelQuoteRequest } from '@waypost/domain';
import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
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
