import { formatDisplayDateTime, formatKs, managesAgents, type AgentServiceItem } from '@waypost/domain';
import { App, Button, Descriptions, Flex, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '@/components/date-picker/date-picker';
import { useBranchList } from '@/components/search-bar/branch-options';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { yangonCalendarDay } from '@/lib/calendar-day';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useAgentStatement, useIssueAgentSettlement } from '../api/agent-service-api';
import { AgentSettlementsTable } from '../components/agent-settlements-table';

/**
 * An agent's statement (issue 30 §4): its confirmed services of a period with their fees, what is settled and what
 * is not; finance issues a settlement of the unsettled ones (once per submission), which is approved and paid as a
 * clearance batch is. An agent's own people see their branch's statement only, and issue nothing.
 */
export function AgentStatementPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const { branchName } = useDisplayNames();
  const user = useCurrentUser();
  const finance = managesAgents(user);
  const ownBranch = user.branch?.type === 'agent' ? user.branch : null;
  const branches = useBranchList();
  const agents =
    finance || !ownBranch ? (branches.data ?? []).filter((branch) => branch.type === 'agent') : [ownBranch];
  const today = yangonCalendarDay(new Date());
  const [span, setSpan] = useState({ from: `${today.slice(0, 7)}-01`, to: today });
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const branchId = chosen ?? agents[0]?.id;
  const statement = useAgentStatement(branchId, span.from, span.to);
  const issue = useIssueAgentSettlement();
  const keys = useIdempotencyKeys();
  const totals = statement.data?.totals;

  const issueSettlement = () =>
    modal.confirm({
      title: t('agentStatement.issueConfirm', { amount: formatKs(totals?.unsettled_amount ?? 0, locale) }),
      okText: t('agentStatement.issue'),
      onOk: () =>
        issue.mutateAsync(
          { branchId: branchId!, ...span, idempotencyKey: keys.keyFor({ branchId, ...span }) },
          {
            onSuccess: (answer) => {
              keys.settle();
              toast.success(t('agentStatement.issued', { amount: formatKs(answer.amount, locale) }));
            },
            onError: (error) => {
              keys.settleAfter(error);
              if (error instanceof ApiError) toast.error(error.displayMessage);
            },
          },
        ),
    });

  return (
    <Flex vertical gap={16} data-testid="agent-statement-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.agent-statement')}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <Select
          style={{ minWidth: 240 }}
          aria-label={t('agentStatement.agent')}
          placeholder={t('agentStatement.agent')}
          value={branchId}
          onChange={setChosen}
          options={agents.map((branch) => ({ value: branch.id, label: `${branch.code} · ${branchName(branch)}` }))}
          data-testid="agent-statement-branch"
        />
        <RangePicker
          format="DD-MM-YYYY"
          allowClear={false}
          aria-label={t('agentStatement.period')}
          value={[dayjs(span.from), dayjs(span.to)]}
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (start && end) setSpan({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
          }}
          data-testid="agent-statement-span"
        />
        {finance && (
          <Button
            type="primary"
            disabled={!totals || totals.unsettled_count === 0}
            loading={issue.isPending}
            onClick={issueSettlement}
            data-testid="agent-settlement-issue"
          >
            {t('agentStatement.issue')}
          </Button>
        )}
      </Flex>
      {totals && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="agent-statement-totals">
          <Descriptions.Item label={t('agentStatement.count')}>{totals.count}</Descriptions.Item>
          <Descriptions.Item label={t('agentStatement.fee')}>{formatKs(totals.fee, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('agentStatement.discount')}>
            {formatKs(totals.discount, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('agentStatement.amount')}>{formatKs(totals.amount, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('agentStatement.unsettled')}>
            <span data-testid="agent-statement-unsettled" data-amount={totals.unsettled_amount}>
              {formatKs(totals.unsettled_amount, locale)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('agentStatement.settled')}>
            {formatKs(totals.settled_amount, locale)}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Table<AgentServiceItem>
        size="small"
        rowKey="id"
        loading={statement.isLoading}
        dataSource={statement.data?.services ?? []}
        data-testid="agent-statement-table"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('agentServices.trackingCode'), render: (_, service) => service.label.tracking_code },
          {
            title: t('agentServices.kind'),
            render: (_, service) => t(`agentServiceKind.${service.kind}`, { ns: 'domain' }),
          },
          {
            title: t('agentStatement.confirmedAt'),
            render: (_, service) => (service.decided_at ? formatDisplayDateTime(service.decided_at, locale) : ''),
          },
          { title: t('agentStatement.fee'), render: (_, service) => formatKs(service.fee, locale) },
          { title: t('agentStatement.discount'), render: (_, service) => formatKs(service.discount, locale) },
          { title: t('agentStatement.amount'), render: (_, service) => formatKs(service.amount, locale) },
          {
            title: t('agentStatement.settlement'),
            render: (_, service) =>
              service.settlement_id === null ? (
                <Tag>{t('agentStatement.unsettled')}</Tag>
              ) : (
                <Tag color="green">{`#${service.settlement_id}`}</Tag>
              ),
          },
        ]}
      />
      <AgentSettlementsTable settlements={statement.data?.settlements ?? []} />
    </Flex>
  );
}
