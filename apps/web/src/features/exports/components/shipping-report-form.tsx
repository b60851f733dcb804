import { reportScopes, type ReportScope } from '@waypost/domain';
import { Card, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '@/components/date-picker/date-picker';
import { useCurrentUser } from '@/lib/auth';
import { yangonCalendarDay } from '@/lib/calendar-day';
import { useDisplayNames } from '@/lib/display-names';
import { useReportScopes } from '@/features/reports/api/get-report';
import { ExportButton } from './export-button';

/** The shipping report's choices: the booking days and the branches, then CSV or Excel. */
export function ShippingReportForm({ onStarted }: { onStarted: (id: number) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const scopes = useReportScopes();
  const today = yangonCalendarDay(new Date());
  const [span, setSpan] = useState({ from: `${today.slice(0, 7)}-01`, to: today });
  const [scope, setScope] = useState<ReportScope>(user.branch ? 'branch' : 'all_branch');
  const [branchId, setBranchId] = useState<number | undefined>(undefined);
  const branches = scopes.data?.branches ?? [];

  return (
    <Card size="small" title={t('exports.shippingReport')} data-testid="shipping-report-form">
      <Flex gap={8} wrap align="center">
        <RangePicker
          format="DD-MM-YYYY"
          allowClear={false}
          aria-label={t('reports.span')}
          value={[dayjs(span.from), dayjs(span.to)]}
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (start && end) setSpan({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
          }}
          data-testid="shipping-report-span"
        />
        <Select
          style={{ minWidth: 160 }}
          aria-label={t('reports.scope')}
          value={scope}
          onChange={(value) => {
            setScope(value);
            setBranchId(undefined);
          }}
          options={reportScopes
            .filter((value) => value !== 'branch_collection' || (scopes.data?.collections.length ?? 0) > 0)
            .map((value) => ({ value, label: t(`reportScope.${value}`, { ns: 'domain' }) }))}
          data-testid="shipping-report-scope"
        />
        {scope === 'branch' && branches.length > 1 && (
          <Select
            style={{ minWidth: 220 }}
            aria-label={t('reports.branch')}
            placeholder={t('reports.branch')}
            value={branchId}
            onChange={setBranchId}
            options={branches.map((branch) => ({ value: branch.id, label: `${branch.code} · ${branchName(branch)}` }))}
          />
        )}
        <ExportButton
          formats={['csv', 'xlsx']}
          testId="shipping-report-export"
          onStarted={onStarted}
          request={(format) => ({
            kind: 'shipping_report',
            format,
            params: { ...span, scope, ...(branchId !== undefined ? { branch_id: branchId } : {}) },
          })}
        />
      </Flex>
    </Card>
  );
}
