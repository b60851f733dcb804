import { ScanOutlined } from '@/components/icons/icons';
import { labelStepRules } from '@waypost/domain';
import { Alert, Card, Flex, Input, Segmented, Statistic, Tag, Typography, type InputRef } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { labelKeys } from '../../detail/api/label-keys';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { applyScanStep } from '../../list/api/apply-scan-step';
import { BulkResult } from '../../list/components/bulk-result';
import { scanBeep } from '../../list/scan-beep';
import { isScannerBounce, type LastScan } from '../../list/scan-bounce';
import {
  asBulkResult,
  entryFromResult,
  isRepeatScan,
  readScan,
  refusedEntry,
  scanDeskSteps,
  tallyScans,
  withEntry,
  type DeskStep,
  type ScanDeskMode,
  type ScanEntry,
} from '../scan-desk-model';

/**
 * The counter's scan desk (issue 12 "label accept", "label return"): each tracking code scanned (typed + Enter) gets
 * the desk's chosen named step at once — refused, with the step that fits, when the parcel is anywhere the step does
 * not apply from (issue 26 §1) — and is listed with its result, as the bulk scan panel lists a batch. Scans are sent
 * one after another, in order; the same code read again within 3 s is the scanner bouncing and is ignored.
 */
export function ScanDesk({ mode }: { mode: ScanDeskMode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [entries, setEntries] = useState<readonly ScanEntry[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const steps = scanDeskSteps[mode];
  const [step, setStep] = useState<DeskStep>(steps[0]);
  const lastScan = useRef<LastScan | null>(null);
  // The scans in hand, as the next scan must see them before React re-renders (a scanner types fast).
  const inHand = useRef<readonly ScanEntry[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const put = (entry: ScanEntry) => {
    inHand.current = withEntry(inHand.current, entry);
    setEntries(inHand.current);
  };

  const move = async (scanned: string, taking: DeskStep) => {
    const failed = t('scanDesk.failed');
    try {
      const from = labelStepRules[taking].from;
      const result = await applyScanStep({ step: taking, from, items: [{ tracking_code: scanned }] });
      put(entryFromResult(scanned, result, failed));
    } catch (error) {
      put(refusedEntry(scanned, error instanceof ApiError ? error.displayMessage : failed));
    }
    void queryClient.invalidateQueries({ queryKey: labelKeys.all });
    const outcome = inHand.current.find((entry) => entry.tracking_code === scanned)?.outcome;
    scanBeep(outcome === 'moved' ? 'ok' : 'warning');
  };

  /** `at`: when the scanner's Enter came (the key event's time stamp, milliseconds). */
  const scan = (raw: string, at: number) => {
    const read = readScan(raw);
    if (read.kind === 'empty') return;
    if (read.kind === 'invalid') {
      scanBeep('warning');
      put(refusedEntry(read.code, t('bulk.invalidCode', { code: read.code })));
      return;
    }
    if (isScannerBounce(lastScan.current, read.code, at)) return;
    lastScan.current = { code: read.code, at };
    if (isRepeatScan(inHand.current, read.code)) {
      scanBeep('rescan');
      setNotice(t('scanDesk.repeat', { code: read.code }));
      return;
    }
    setNotice(null);
    put({ tracking_code: read.code, outcome: 'working', status: null, reason: null });
    queue.current = queue.current.then(() => move(read.code, step));
  };

  const tally = tallyScans(entries);
  const working = entries.filter((entry) => entry.outcome === 'working');
  const result = asBulkResult(entries);

  return (
    <Flex vertical gap={12} data-testid="scan-desk" data-mode={mode} data-step={step}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`route.label-${mode}`)}
      </Typography.Title>
      {steps.length > 1 && (
        <Segmented<DeskStep>
          aria-label={t('scanDesk.step')}
          value={step}
          onChange={(value) => {
            // A parcel refused under the old step may be scanned again at once under the new one.
            lastScan.current = null;
            setStep(value);
            input.current?.focus();
          }}
          options={steps.map((value) => ({ value, label: t(`labelStep.${value}`, { ns: 'domain' }) }))}
          data-testid="scan-desk-step"
        />
      )}
      <Typography.Text type="secondary">{t(`scanDesk.hint.${step}`)}</Typography.Text>
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
            onPressEnter={(event) => {
              const typed = code;
              setCode('');
              scan(typed, event.timeStamp);
            }}
            data-testid="scan-desk-box"
          />
          <div aria-live="polite">
            {notice && <Alert type="warning" showIcon title={notice} data-testid="scan-desk-notice" />}
          </div>
          <Flex gap={32} wrap data-testid="scan-desk-counter" data-moved={tally.moved} data-refused={tally.refused}>
            <Statistic
              title={t(`scanDesk.moved.${step}`)}
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
