import { ScanOutlined } from '@/components/icons/icons';
import {
  isValidTrackingCode,
  type LabelBulkStatusResponse,
  type LabelStatus,
  type LabelSummary,
} from '@waypost/domain';
import { Alert, Button, Card, Flex, Input, Tag, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeCode } from '@/components/data-table/row-selection';
import type { RowSelectionApi } from '@/components/data-table/use-row-selection';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useApplyScanStep } from '../api/apply-scan-step';
import type { TabStep } from '../label-list-url';
import { scanBeep } from '../scan-beep';
import { isScannerBounce, type LastScan } from '../scan-bounce';
import { BulkResult } from './bulk-result';

/** A scanned parcel that is not among the rows shown: tried anyway (the server refuses it, with why, if elsewhere). */
interface UnlistedItem {
  tracking_code: string;
}

/** `awaiting`: the code scanned before its row showed; once the row shows, the warning gives way to "ticked". */
type Feedback = { type: 'success' | 'warning' | 'info' | 'error'; text: string; awaiting?: string } | null;

interface ScanPanelProps {
  /** The tab's named step (issue 26 §1): what the button does to every parcel in the batch. */
  step: TabStep;
  /** The tab's states: the step applies from these only. */
  from: readonly LabelStatus[];
  selection: RowSelectionApi<LabelSummary>;
  /** Draws attention to the row just scanned. */
  onHighlight: (trackingCode: string | null) => void;
}

/**
 * Scan and act (issue 4): a USB scanner types a tracking code and Enter into the box; its row is toggled with a beep
 * and a highlight; a code not in the list joins the batch as "not in list". A second read of the same code within
 * 3 s is the scanner bouncing and is ignored; a later re-scan takes the parcel out, loudly. One button applies the
 * tab's named step to every parcel in the batch (each row on its own) and shows what moved and what was refused, and
 * why.
 */
export function ScanPanel({ step, from, selection, onHighlight }: ScanPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [unlisted, setUnlisted] = useState<readonly UnlistedItem[]>([]);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [result, setResult] = useState<LabelBulkStatusResponse | null>(null);
  const bulk = useApplyScanStep();
  const lastScan = useRef<LastScan | null>(null);

  const selectedRows = [...selection.selected.values()];
  // Scanned before the list arrived, a parcel whose row then showed is that ticked row, not "not in list".
  const stillUnlisted = unlisted.filter((item) => !selection.arrived(item.tracking_code));
  const count = selectedRows.length + stillUnlisted.length;
  const shownFeedback: Feedback =
    feedback?.awaiting && selection.arrived(feedback.awaiting)
      ? { type: 'success', text: t('bulk.ticked', { code: feedback.awaiting }) }
      : feedback;

  /** `at`: when the scanner's Enter came (the key event's time stamp, milliseconds). */
  const scan = async (raw: string, at: number) => {
    const scanned = normalizeCode(raw);
    if (!scanned) return;
    if (!isValidTrackingCode(scanned)) {
      scanBeep('warning');
      setFeedback({ type: 'warning', text: t('bulk.invalidCode', { code: scanned }) });
      return;
    }
    if (isScannerBounce(lastScan.current, scanned, at)) return;
    lastScan.current = { code: scanned, at };
    const rescanned = () => {
      scanBeep('rescan');
      setFeedback({ type: 'error', text: t('bulk.rescanned', { code: scanned }) });
    };
    const toggled = selection.toggleByTrackingCode(scanned);
    if (toggled) {
      onHighlight(toggled.row.tracking_code);
      if (!toggled.selected) {
        rescanned();
        return;
      }
      scanBeep('ok');
      setFeedback({ type: 'success', text: t('bulk.ticked', { code: scanned }) });
      return;
    }
    if (selection.isSelected(scanned) || stillUnlisted.some((item) => item.tracking_code === scanned)) {
      // Ticked earlier on another page or as not in list: a later scan takes it out again, loudly.
      selection.remove(scanned);
      setUnlisted((items) => items.filter((item) => item.tracking_code !== scanned));
      rescanned();
      return;
    }
    scanBeep('warning');
    onHighlight(null);
    setFeedback({ type: 'warning', text: t('bulk.notInList', { code: scanned }), awaiting: scanned });
    selection.awaitTrackingCode(scanned);
    setUnlisted((items) =>
      items.some((item) => item.tracking_code === scanned) ? items : [...items, { tracking_code: scanned }],
    );
  };

  const apply = () => {
    const items = [...selectedRows.map((row) => ({ tracking_code: row.tracking_code })), ...stillUnlisted];
    if (items.length === 0) return;
    bulk.mutate(
      { step, from, items },
      {
        onSuccess: (response) => {
          setResult(response);
          selection.clear();
          setUnlisted([]);
          setFeedback(null);
          onHighlight(null);
          input.current?.focus();
        },
      },
    );
  };

  return (
    <Card size="small" data-testid="scan-panel">
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Input
            ref={input}
            autoFocus
            prefix={<ScanOutlined />}
            style={{ maxWidth: 360 }}
            aria-label={t('bulk.scanLabel')}
            placeholder={t('bulk.scanPlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={(event) => {
              const typed = code;
              setCode('');
              void scan(typed, event.timeStamp);
            }}
            data-testid="scan-box"
          />
          <Typography.Text type="secondary">{t('bulk.scanLabel')}</Typography.Text>
        </Flex>
        <div aria-live="polite">
          {shownFeedback && (
            <Alert type={shownFeedback.type} showIcon title={shownFeedback.text} data-testid="scan-feedback" />
          )}
        </div>
        <Flex gap={8} wrap align="center" data-testid="bulk-batch" data-count={count}>
          <Typography.Text strong>{t('bulk.batch', { n: formatNumber(count, locale) })}</Typography.Text>
          {selectedRows.map((row) => (
            <Tag
              key={row.tracking_code}
              closable
              closeIcon={<span aria-label={t('bulk.removeItem', { code: row.tracking_code })}>×</span>}
              onClose={() => selection.remove(row.tracking_code)}
              data-testid="batch-chip"
            >
              {row.tracking_code}
            </Tag>
          ))}
          {stillUnlisted.map((item) => (
            <Tag
              key={item.tracking_code}
              color="warning"
              closable
              closeIcon={<span aria-label={t('bulk.removeItem', { code: item.tracking_code })}>×</span>}
              onClose={() => setUnlisted((items) => items.filter((other) => other !== item))}
              data-testid="batch-chip-unlisted"
            >
              {item.tracking_code} · {t('bulk.unlisted')}
            </Tag>
          ))}
        </Flex>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            disabled={count === 0}
            loading={bulk.isPending}
            onClick={apply}
            data-testid="bulk-action"
            data-action={step}
          >
            {t(`bulk.action.${step}`, { n: formatNumber(count, locale) })}
          </Button>
          <Button
            disabled={count === 0 || bulk.isPending}
            onClick={() => {
              selection.clear();
              setUnlisted([]);
              setFeedback(null);
            }}
            data-testid="bulk-clear"
          >
            {t('bulk.clear')}
          </Button>
        </Flex>
        {result && <BulkResult result={result} onClose={() => setResult(null)} />}
      </Flex>
    </Card>
  );
}
