import { ScanOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Input, Statistic, Tag, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import { useChangeStatusInBulk } from '../../list/api/change-status-in-bulk';
import { findLabelByTrackingCode } from '../../list/api/get-label-list';
import { BulkResult } from '../../list/components/bulk-result';
import { scanBeep } from '../../list/scan-beep';
import {
  asBulkResult,
  entryFromResult,
  isRepeatScan,
  readScan,
  refusedEntry,
  scanDeskActions,
  tallyScans,
  withEntry,
  type ScanDeskMode,
  type ScanEntry,
} from '../scan-desk-model';

/**
 * The counter's scan desk (issue 12 "label accept", "label return"): each tracking code scanned (typed + Enter) is
 * moved at once — found by its code, then sent through POST /api/label/bulk-status with the status the counter sees —
 * and listed with its result, as the bulk scan panel lists a batch. Scans are sent one after another, in order.
 */
export function ScanDesk({ mode }: { mode: ScanDeskMode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [entries, setEntries] = useState<readonly ScanEntry[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const bulk = useChangeStatusInBulk();
  // The scans in hand, as the next scan must see them before React re-renders (a scanner types fast).
  const inHand = useRef<readonly ScanEntry[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const put = (entry: ScanEntry) => {
    inHand.current = withEntry(inHand.current, entry);
    setEntries(inHand.current);
  };

  const move = async (scanned: string) => {
    const failed = t('scanDesk.failed');
    try {
      const label = await findLabelByTrackingCode(scanned);
      if (!label) {
        put(refusedEntry(scanned, t('scanDesk.notFound', { code: scanned })));
      } else {
        const result = await bulk.mutateAsync({
          action: scanDeskActions[mode],
          items: [{ tracking_code: scanned, expected_status: label.status }],
        });
        put(entryFromResult(scanned, result, failed));
      }
    } catch (error) {
      put(refusedEntry(scanned, error instanceof ApiError ? error.displayMessage : failed));
    }
    const outcome = inHand.current.find((entry) => entry.tracking_code === scanned)?.outcome;
    scanBeep(outcome === 'moved' ? 'ok' : 'warning');
  };

  const scan = (raw: string) => {
    const read = readScan(raw);
    if (read.kind === 'empty') return;
    if (read.kind === 'invalid') {
      scanBeep('warning');
      put(refusedEntry(read.code, t('bulk.invalidCode', { code: read.code })));
      return;
    }
    if (isRepeatScan(inHand.current, read.code)) {
      scanBeep('warning');
      setNotice(t('scanDesk.repeat', { code: read.code }));
      return;
    }
    setNotice(null);
    put({ tracking_code: read.code, outcome: 'working', status: null, reason: null });
    queue.current = queue.current.then(() => move(read.code));
  };

  const tally = tallyScans(entries);
  const working = entries.filter((entry) => entry.outcome === 'working');
  const result = asBulkResult(entries);

  return (
    <Flex vertical gap={12} data-testid="scan-desk" data-mode={mode}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`route.label-${mode}`)}
      </Typography.Title>
      <Typography.Text type="secondary">{t(`scanDesk.hint.${mode}`)}</Typography.Text>
      <Card size="small">
        <Flex vertical gap={12}>
          <Input
            ref={input}
            autoFocus
            size="large"
            prefix={<ScanOutlined />}
            style={{ maxWidth: 420 }}
            aria-label={t('bulk.scanLabel')}
            placeholder={t('bulk.scanPlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={() => {
              const typed = code;
              setCode('');
              scan(typed);
            }}
            data-testid="scan-desk-box"
          />
          <div aria-live="polite">
            {notice && <Alert type="info" showIcon title={notice} data-testid="scan-desk-notice" />}
          </div>
          <Flex gap={32} wrap data-testid="scan-desk-counter" data-moved={tally.moved} data-refused={tally.refused}>
            <Statistic
              title={t(`scanDesk.moved.${mode}`)}
              value={formatNumber(tally.moved, locale)}
              data-testid="scan-desk-moved"
            />
            <Statistic
              title={t('scanDesk.refused')}
              value={formatNumber(tally.refused, locale)}
              data-testid="scan-desk-refused"
            />
          </Flex>
          {working.length > 0 && (
            <Flex gap={8} wrap data-testid="scan-desk-working">
              {working.map((entry) => (
                <Tag key={entry.tracking_code} color="processing">
                  {t('scanDesk.working', { code: entry.tracking_code })}
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
      </Card>
      {result.data.length > 0 && (
        <BulkResult
          result={result}
          onClose={() => {
            inHand.current = inHand.current.filter((entry) => entry.outcome === 'working');
            setEntries(inHand.current);
            input.current?.focus();
          }}
        />
      )}
    </Flex>
  );
}
