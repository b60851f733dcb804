import {
  agentServiceStates,
  formatDisplayDateTime,
  formatKs,
  type AgentServiceItem,
  type AgentServiceState,
} from '@waypost/domain';
import { Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAgentServices, useDecideAgentService } from '../api/agent-service-api';
import { DenyServiceModal } from '../components/deny-service-modal';

const stateColors: Record<AgentServiceState, string> = { pending: 'gold', confirm: 'green', denied: 'red' };
type StateFilter = AgentServiceState | 'all';

/**
 * The agent's screen (issue 30 §4): the labels offered to the user's agent branch — confirm one (its fees are then
 * owed to the agent) or deny it with a reason (it goes back to the branch that sent it). Head office sees every
 * agent's and decides none.
 */
export function AgentServicesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [state, setState] = useState<StateFilter>('pending');
  const [page, setPage] = useState(1);
  const services = useAgentServices({ state: state === 'all' ? undefined : state, page });
  const decide = useDecideAgentService();
  const [denying, setDenying] = useState<AgentServiceItem | null>(null);
  const decides = (service: AgentServiceItem) =>
    service.state === 'pending' && service.agent_branch.id === user.branch?.id;

  const confirm = (service: AgentServiceItem) =>
    decide.mutate(
      { id: service.id, decision: 'confirm' },
      {
        onSuccess: (answer) =>
          toast.success(
            t('agentServices.confirmed', {
              code: service.label.tracking_code,
              amount: formatKs(answer.data.amount, locale),
            }),
          ),
        onError: (error) => error instanceof ApiError && toast.error(error.displayMessage),
      },
    );

  return (
    <Flex vertical gap={16} data-testid="agent-services-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.agent-services')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('agentServices.intro')}
      </Typography.Paragraph>
      <Segmented<StateFilter>
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        options={[
          ...agentServiceStates.map((value) => ({
            value,
            label: t(`agentServiceState.${value}`, { ns: 'domain' }),
          })),
          { value: 'all', label: t('agentServices.all') },
        ]}
        data-testid="agent-services-state"
      />
      <Table<AgentServiceItem>
        size="small"
        rowKey="id"
        loading={services.isLoading}
        dataSource={services.data?.data ?? []}
        data-testid="agent-services-table"
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: services.data?.meta.per_page ?? 9,
          total: services.data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        onRow={(service) => ({ 'data-testid': `agent-service-${service.label.tracking_code}` }) as object}
        columns={[
          { title: t('agentServices.trackingCode'), render: (_, service) => service.label.tracking_code },
          {
            title: t('agentServices.receiver'),
            render: (_, service) => service.label.destination_name,
          },
          {
            title: t('agentServices.kind'),
            render: (_, service) => t(`agentServiceKind.${service.kind}`, { ns: 'domain' }),
          },
          // At an agent branch every row is its own: only head office needs the agent named.
          ...(user.branch === null
            ? [
                {
                  title: t('agentServices.agent'),
                  render: (_: unknown, service: AgentServiceItem) =>
                    `${service.agent_branch.code} · ${branchName(service.agent_branch)}`,
                },
              ]
            : []),
          {
            title: t('agentServices.sentFrom'),
            render: (_, service) =>
              service.sent_from_branch
                ? `${service.sent_from_branch.code} · ${branchName(service.sent_from_branch)}`
                : t('agentServices.noSender'),
          },
          {
            title: t('agentServices.offeredAt'),
            render: (_, service) => formatDisplayDateTime(service.offered_at, locale),
          },
          {
            title: t('agentServices.state'),
            render: (_, service) => (
              <Flex vertical gap={2}>
                <Tag color={stateColors[service.state]} data-state={service.state} data-testid="agent-service-state">
                  {t(`agentServiceState.${service.state}`, { ns: 'domain' })}
                </Tag>
                {service.deny_reason && <Typography.Text type="secondary">{service.deny_reason}</Typography.Text>}
              </Flex>
            ),
          },
          {
            title: t('agentServices.amount'),
            // Pending: what confirming would earn the agent (the rate table's fees), so he knows what he accepts.
            render: (_, service) =>
              service.state === 'denied' ? (
                ''
              ) : (
                <span
                  data-testid="agent-service-earning"
                  data-amount={service.earning.amount}
                  data-estimated={service.earning.estimated}
                >
                  {service.earning.estimated
                    ? t('agentServices.estimated', { amount: formatKs(service.earning.amount, locale) })
                    : formatKs(service.earning.amount, locale)}
                </span>
              ),
          },
          {
            title: '',
            render: (_, service) =>
              decides(service) && (
                <Flex gap={8}>
                  <Button
                    size="small"
                    type="primary"
                    loading={decide.isPending && decide.variables.id === service.id}
                    onClick={() => confirm(service)}
                    data-testid={`agent-confirm-${service.label.tracking_code}`}
                  >
                    {t('agentServices.confirm')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => setDenying(service)}
                    data-testid={`agent-deny-${service.label.tracking_code}`}
                  >
                    {t('agentServices.deny')}
                  </Button>
                </Flex>
              ),
          },
        ]}
      />
      {denying && <DenyServiceModal service={denying} onClose={() => setDenying(null)} />}
    </Flex>
  );
}
