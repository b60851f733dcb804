import { reportPeriods, reportScopes, type ReportQuery, type ReportScopeChoices } from '@waypost/domain';
import { Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '@/components/date-picker/date-picker';
import { useDisplayNames } from '@/lib/display-names';

const pickers = { daily: 'date', monthly: 'month', yearly: 'year', range: 'date' } as const;
const formats = { daily: 'DD-MM-YYYY', monthly: 'MM-YYYY', yearly: 'YYYY', range: 'DD-MM-YYYY' } as const;

/**
 * The report's choices: by day, month, year or one range; the span (whole months or years as the period counts
 * them); and the scope — every branch the user reads, a branch group, or one branch.
 */
export function ReportFilters({
  query,
  choices,
  onChange,
}: {
  query: ReportQuery;
  choices: ReportScopeChoices | undefined;
  onChange: (next: Partial<ReportQuery> & { range?: [string, string] }) => void;
}) {
  const { t } = useTranslation();
  const { branchName } = useDisplayNames();
  const branches = choices?.branches ?? [];
  const collections = choices?.collections ?? [];
  const offeredScopes = reportScopes.filter(
    (scope) =>
      (scope !== 'branch_collection' || collections.length > 0) && (scope !== 'all_branch' || branches.length > 1),
  );

  return (
    <Flex gap={8} wrap align="center" data-testid="report-filters">
      <Segmented
        value={query.period}
        onChange={(period) => onChange({ period })}
        options={reportPeriods.map((period) => ({
          value: period,
          label: <span data-testid={`report-period-${period}`}>{t(`reportPeriod.${period}`, { ns: 'domain' })}</span>,
        }))}
        data-testid="report-period"
      />
      <RangePicker
        picker={pickers[query.period]}
        format={formats[query.period]}
        allowClear={false}
        aria-label={t('reports.span')}
        value={[dayjs(query.from), dayjs(query.to)]}
        onChange={(range) => {
          const [start, end] = range ?? [];
          if (start && end) onChange({ range: [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')] });
        }}
        data-testid="report-span"
      />
      {offeredScopes.length > 1 && (
        <Select
          style={{ minWidth: 160 }}
          aria-label={t('reports.scope')}
          value={query.scope}
          onChange={(scope) => onChange({ scope, branch_id: undefined, branch_collection_id: undefined })}
          options={offeredScopes.map((scope) => ({ value: scope, label: t(`reportScope.${scope}`, { ns: 'domain' }) }))}
          data-testid="report-scope"
        />
      )}
      {query.scope === 'branch' && branches.length > 1 && (
        <Select
          style={{ minWidth: 220 }}
          aria-label={t('reports.branch')}
          placeholder={t('reports.branch')}
          value={query.branch_id}
          onChange={(branch_id) => onChange({ branch_id })}
          options={branches.map((branch) => ({ value: branch.id, label: `${branch.code} · ${branchName(branch)}` }))}
          data-testid="report-branch"
        />
      )}
      {query.scope === 'branch_collection' && collections.length > 0 && (
        <Select
          style={{ minWidth: 220 }}
          aria-label={t('reports.collection')}
          placeholder={t('reports.collection')}
          value={query.branch_collection_id ?? choices?.own_collection_id ?? undefined}
          onChange={(branch_collection_id) => onChange({ branch_collection_id })}
          options={collections.map((collection) => ({ value: collection.id, label: branchName(collection) }))}
          data-testid="report-collection"
        />
      )}
    </Flex>
  );
}
