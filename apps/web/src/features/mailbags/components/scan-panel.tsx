import { ScanOutlined } from '@/components/icons/icons';
import { Card, Flex, Input, List, Statistic, Tag, Typography, type InputRef } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { scanBeep } from '@/features/labels/list/scan-beep';
import { isScannerBounce, type LastScan } from '@/features/labels/list/scan-bounce';
import { readScannedCode, tallyScanLines, withScanLine, type ScanLine } from '../scan-log';

/** What a scan's request answered. */
export interface ScanAnswer {
  /** refused: recorded, but not what the desk wanted (a mis-sent bag) — red, like a refusal. */
  state: 'ok' | 'already' | 'refused';
  text: string | null;
}

const stateColors: Record<ScanLine['state'], string> = {
  working: 'processing',
  ok: 'success',
  already: 'default',
  refused: 'error',
};

/**
 * One scan box for the network's desks (bagging, opening, tag scans): each code read (typed + Enter) is sent at
 * once, one after another in order; the answer shows on its line — green taken, grey already done, red refused with
 * the reason — with a beep, high for taken, low and long for refused. The same code read again within 3 s is the
 * scanner bouncing and is ignored.
 */
export function ScanPanel({
  label,
  placeholder,
  onScan,
  okTitle,
  disabled = false,
  testId,
  extra,
}: {
  label: string;
  placeholder: string;
  onScan: (code: string) => Promise<ScanAnswer>;
  okTitle: string;
  disabled?: boolean;
  testId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [lines, setLines] = useState<ScanLine[]>([]);
  const current = useRef<ScanLine[]>([]);
  const nextId = useRef(1);
  const lastScan = useRef<LastScan | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const put = (line: ScanLine) => {
    current.current = withScanLine(current.current, line);
    setLines(current.current);
  };

  const send = async (line: ScanLine) => {
    try {
      const answer = await onScan(line.code);
      put({ ...line, state: answer.state, text: answer.text });
      scanBeep(answer.state === 'ok' ? 'ok' : answer.state === 'already' ? 'rescan' : 'warning');
    } catch (error) {
      put({ ...line, state: 'refused', text: error instanceof ApiError ? error.displayMessage : t('scanDesk.failed') });
      scanBeep('warning');
    }
  };

  const scan = (raw: string, at: number) => {
    const read = readScannedCode(raw);
    if (!read || isScannerBounce(lastScan.current, read, at)) return;
    lastScan.current = { code: read, at };
    const line: ScanLine = { id: nextId.current, code: read, state: 'working', text: null };
    nextId.current += 1;
    put(line);
    queue.current = queue.current.then(() => send(line));
  };

  const tally = tallyScanLines(lines);
  return (
    <Card size="small" data-testid={testId}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Input
            ref={input}
            autoFocus
            size="large"
            disabled={disabled}
            prefix={<ScanOutlined />}
            style={{ maxWidth: 420 }}
            aria-label={label}
            placeholder={placeholder}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={(event) => {
              const typed = code;
              setCode('');
              scan(typed, event.timeStamp);
            }}
            data-testid={`${testId}-box`}
          />
          {extra}
        </Flex>
        <Flex gap={32} wrap data-testid={`${testId}-tally`} data-ok={tally.ok} data-refused={tally.refused}>
          <Statistic title={okTitle} value={formatNumber(tally.ok, locale)} />
          <Statistic title={t('scanDesk.refused')} value={formatNumber(tally.refused, locale)} />
        </Flex>
        <List
          size="small"
          style={{ maxHeight: 360, overflowY: 'auto' }}
          dataSource={lines}
          locale={{ emptyText: t('mailbag.scan.empty') }}
          aria-live="polite"
          renderItem={(line) => (
            <List.Item data-testid={`${testId}-line`} data-code={line.code} data-state={line.state}>
              <Flex gap={8} align="center" wrap>
                <Tag color={stateColors[line.state]}>{t(`mailbag.scan.state.${line.state}`)}</Tag>
                <Typography.Text code>{line.code}</Typography.Text>
                {line.text && (
                  <Typography.Text type={line.state === 'refused' ? 'danger' : 'secondary'}>
                    {line.text}
                  </Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
}
