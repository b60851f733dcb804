import type { LabelDetail } from '@waypost/domain';
import { Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const stateColors = { pending: 'gray', confirm: 'green', denied: 'red' } as const;

/**
 * On the label's page (issue 30 §4): each agent service of the label — offered to which agent by which branch, who
 * confirmed or denied it and when, the reason, and the branch a denied label went back to.
 */
export function LabelAgentSection({ label }: { label: LabelDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const services = label.agent_services ?? [];
  if (services.length === 0) return null;
  const named = (branch: { code: string; name_en: string; name_mm: string }) =>
    `${branch.code} · ${branchName(branch)}`;
  return (
    <Card size="small" title={t('agentServices.labelSection.title')} data-testid="label-agent-services">
      <Timeline
        items={services.map((service) => ({
          key: service.id,
          color: stateColors[service.state],
          content: (
            <Flex vertical gap={2} data-testid="label-agent-service" data-state={service.state}>
              <Typography.Text strong>
                {t('agentServices.labelSection.service', {
                  kind: t(`agentServiceKind.${service.kind}`, { ns: 'domain' }),
                  agent: named(service.agent_branch),
                  state: t(`agentServiceState.${service.state}`, { ns: 'domain' }),
                })}
              </Typography.Text>
              <Typography.Text type="secondary">
                {[
                  formatDateTime(service.decided_at ?? service.offered_at, locale),
                  service.decided_by?.name,
                  service.sent_from_branch
                    ? t(
                        service.state === 'denied'
                          ? 'agentServices.labelSection.backTo'
                          : 'agentServices.labelSection.sentFrom',
                        { branch: named(service.sent_from_branch) },
                      )
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
              {service.deny_reason && <Typography.Text>{service.deny_reason}</Typography.Text>}
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
