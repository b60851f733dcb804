import { bagCodeText, type DispatchDetail, type DispatchProgress } from '@waypost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailbagKeys } from '../api/mailbag-keys';
import { scanBagTag } from '../api/mailbag-mutations';
import { receiveOutcomeOf, shownProgress, type ReceiveOutcome } from '../dispatch-receive-model';
import { useTransferText } from '../use-transfer-text';
import { ScanPanel, type ScanAnswer } from './scan-panel';

/**
 * The destination's desk receives a dispatch: each bag tag scanned is received at once and checked against the
 * dispatch's advance list — bags expected and in, the ones still missing, the ones that came though not on the list —
 * and a bag that is not for this branch at all is called out.
 */
export function DispatchReceivePanel({ dispatch }: { dispatch: DispatchDetail }) {
  const { t } = useTranslation();
  const text = useTransferText();
  const queryClient = useQueryClient();
  const [lastScan, setLastScan] = useState<DispatchProgress | null>(null);
  const [misSent, setMisSent] = useState<Extract<ReceiveOutcome, { kind: 'misSent' }>[]>([]);
  const progress = shownProgress(dispatch, lastScan);
  const percent = progress.bags_expected === 0 ? 0 : (progress.bags_received / progress.bags_expected) * 100;

  const lineText = (outcome: ReceiveOutcome) => {
    switch (outcome.kind) {
      case 'misSent':
        return t('transfer.receive.misSent', { bag: outcome.bag, branch: outcome.destination });
      case 'already':
        return t('transfer.receive.already', { bag: outcome.bag });
      case 'notOnList':
        return t('transfer.receive.notOnListLine', { bag: outcome.bag });
      case 'received':
        return t('transfer.receive.received', { bag: outcome.bag });
    }
  };

  const onScan = async (code: string): Promise<ScanAnswer> => {
    const answer = await scanBagTag({ bag_code: code, action: 'receive', dispatch_id: dispatch.id });
    // The bags table, the lists and the labels it moved catch up.
    void queryClient.invalidateQueries({ queryKey: mailbagKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['labels'] });
    if (answer.dispatch) setLastScan(answer.dispatch);
    const outcome = receiveOutcomeOf(answer);
    if (outcome.kind === 'misSent') {
      setMisSent((shown) => [outcome, ...shown.filter((other) => other.bag !== outcome.bag)]);
    }
    // A mis-sent bag is recorded where it is, but it is not received: red, with the low beep.
    const state = outcome.kind === 'already' ? 'already' : outcome.kind === 'misSent' ? 'refused' : 'ok';
    return { state, text: lineText(outcome) };
  };

  const codeTags = (codes: readonly string[], color: string, testId: string) => (
    <Flex gap={4} wrap data-testid={testId} data-count={codes.length}>
      {codes.map((code) => (
        <Tag key={code} color={color} style={{ fontFamily: 'monospace' }}>
          {bagCodeText(code)}
        </Tag>
      ))}
    </Flex>
  );

  return (
    <Row gutter={[16, 16]} data-testid="dispatch-receive">
      <Col xs={24} xl={14}>
        <ScanPanel
          label={t('transfer.receive.box')}
          placeholder={t('transfer.receive.placeholder')}
          okTitle={t('transfer.receive.okTitle')}
          onScan={onScan}
          testId="receive-scan"
        />
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('transfer.receive.checkTitle')} data-testid="receive-check">
          <Flex vertical gap={12}>
            {misSent.map((outcome) => (
              <Alert
                key={outcome.bag}
                type="warning"
                showIcon
                title={t('transfer.receive.misSent', { bag: outcome.bag, branch: outcome.destination })}
                data-testid="receive-mis-sent"
              />
            ))}
            <Flex gap={32} wrap>
              <Statistic title={t('transfer.receive.expected')} value={text.count(progress.bags_expected)} />
              <Statistic
                title={t('transfer.receive.receivedCount')}
                value={text.count(progress.bags_received)}
                data-testid="receive-received"
                data-value={progress.bags_received}
              />
            </Flex>
            <Progress percent={Math.round(percent)} showInfo={false} />
            {progress.missing_bags.length === 0 ? (
              <Alert type="success" showIcon title={t('transfer.receive.allIn')} data-testid="receive-all-in" />
            ) : (
              <div>
                <Typography.Text strong>{t('transfer.receive.missing')}</Typography.Text>
                {codeTags(progress.missing_bags, 'default', 'receive-missing')}
              </div>
            )}
            {progress.not_on_list.length > 0 && (
              <div>
                <Typography.Text strong type="danger">
                  {t('transfer.receive.notOnList')}
                </Typography.Text>
                {codeTags(progress.not_on_list, 'red', 'receive-not-on-list')}
              </div>
            )}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
