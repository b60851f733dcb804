import { formatDisplayDateTime, formatKs, type AgentSettlement } from '@waypost/domain';
import { Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReauth } from '@/components/reauth/use-reauth';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatCalendarDay } from '@/lib/calendar-day';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAgentSettlementStep } from '../api/agent-service-api';

const stateColors = { issued: 'gold', approved: 'blue', paid: 'green' } as const;

/** An agent's settlements: a second person approves an issued one, finance pays an approved one (password again). */
export function AgentSettlementsTable({ settlements }: { settlements: AgentSettlement[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { withReauth, prompt } = useReauth();
  const step = useAgentSettlementStep(withReauth);
  const approves = user.role.permissions.includes('agent-settlement.approve');
  const pays = user.role.permissions.includes('agent-settlement.pay');
  const run = (settlement: AgentSettlement, which: 'approve' | 'pay') =>
    step.mutate(
      { id: settlement.id, step: which },
      {
        onSuccess: () =>
          toast.success(
            t(which === 'approve' ? 'agentStatement.approved' : 'agentStatement.paid', {
              amount: formatKs(settlement.amount, locale),
            }),
          ),
        onError: (error) => {
          if (!isReauthCancelled(error) && error instanceof ApiError) toast.error(error.displayMessage);
        },
      },
    );
  const person = (who: { name: string } | null, at: string | null) =>
    who && at ? `${who.name} · ${formatDisplayDateTime(at, locale)}` : '';

  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('agentStatement.settlements')}
      </Typography.Title>
      <Table<AgentSettlement>
        size="small"
        rowKey="id"
        dataSource={settlements}
        pagination={false}
        data-testid="agent-settlements-table"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '#', dataIndex: 'id' },
          {
            title: t('agentStatement.period'),
            render: (_, row) => `${formatCalendarDay(row.from, locale)} – ${formatCalendarDay(row.to, locale)}`,
          },
          { title: t('agentStatement.count'), render: (_, row) => row.count },
          { title: t('agentStatement.amount'), render: (_, row) => formatKs(row.amount, locale) },
          {
            title: t('agentStatement.state'),
            render: (_, row) => (
              <Tag
                color={stateColors[row.state]}
                data-state={row.state}
                data-testid={`agent-settlement-state-${row.id}`}
              >
                {t(`agentSettlementState.${row.state}`, { ns: 'domain' })}
              </Tag>
            ),
          },
          { title: t('agentStatement.issuedBy'), render: (_, row) => person(row.issued_by, row.issued_at) },
          { title: t('agentStatement.approvedBy'), render: (_, row) => person(row.approved_by, row.approved_at) },
          { title: t('agentStatement.paidBy'), render: (_, row) => person(row.paid_by, row.paid_at) },
          {
            title: '',
            render: (_, row) => (
              <>
                {approves && row.state === 'issued' && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => run(row, 'approve')}
                    data-testid={`agent-settlement-approve-${row.id}`}
                  >
                    {t('agentStatement.approve')}
                  </Button>
                )}
                {pays && row.state === 'approved' && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => run(row, 'pay')}
                    data-testid={`agent-settlement-pay-${row.id}`}
                  >
                    {t('agentStatement.pay')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {prompt}
    </>
  );
}
