import { Alert, Card, Descriptions, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { useDisplayNames } from '../../../lib/display-names';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

/** The dashboard's first cut: who is signed in and where; figures arrive with the labels, COD and report features. */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { roleName, branchName } = useDisplayNames();

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('dashboard.welcome', { name: user.name })}
      </Typography.Title>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'role', label: t('dashboard.role'), children: roleName(user.role) },
            {
              key: 'branch',
              label: t('dashboard.branch'),
              children: user.branch ? branchName(user.branch) : t('dashboard.headOffice'),
            },
          ]}
        />
        <Flex gap={48} wrap style={{ marginTop: 16 }}>
          <Statistic
            title={t('dashboard.jointedBranches')}
            value={user.jointed_branches.length}
            formatter={(value) => formatNumber(Number(value), locale)}
          />
          <Statistic
            title={t('dashboard.permissions')}
            value={user.role.permissions.length}
            formatter={(value) => formatNumber(Number(value), locale)}
          />
        </Flex>
      </Card>
      <Alert type="info" showIcon title={t('dashboard.comingSoon')} />
    </Flex>
  );
}
