import { PlusOutlined } from '@/components/icons/icons';
import { localizeDigits, type PreprintRange } from '@waypost/domain';
import { Button, Flex, Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePreprintList } from '../api/preprint-api';
import { IssuePreprintModal } from '../components/issue-preprint-modal';
import { PreprintCounts } from '../components/preprint-counts';
import { VoidPreprintButton } from '../components/void-preprint-button';

const filters = ['unused', 'all'] as const;
type Filter = (typeof filters)[number];

/**
 * /preprint: the ranges of preprinted codes the branch issued (head office: every branch's), those with unused codes
 * first by default (`?show=all` for all), issuing a new one, printing and voiding each.
 */
export function PreprintsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { branchName } = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const show: Filter = params.get('show') === 'all' ? 'all' : 'unused';
  const list = usePreprintList(show === 'unused' ? { has_unused: 'true' } : {});
  const [issuing, setIssuing] = useState(false);
  const sheetUrl = (id: number) => routeUrl('preprint-sheet-print', { preprintId: String(id) }) ?? '#';

  return (
    <Flex vertical gap={12} data-testid="preprints-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.preprints')}
        </Typography.Title>
        {user.branch && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)} data-testid="preprint-new">
            {t('preprints.issue.action')}
          </Button>
        )}
      </Flex>
      <Segmented<Filter>
        value={show}
        onChange={(value) => setParams(value === 'all' ? { show: 'all' } : {})}
        options={filters.map((filter) => ({ value: filter, label: t(`preprints.show.${filter}`) }))}
        data-testid="preprint-filter"
      />
      <Table<PreprintRange>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 900 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="preprint-table"
        columns={[
          {
            title: t('preprints.field.range'),
            render: (_value, range) => (
              <Link
                to={routeUrl('preprint-detail', { preprintId: String(range.id) }) ?? '#'}
                data-testid={`preprint-row-${range.id}`}
              >
                {localizeDigits(`PP-${range.id}`, locale)}
              </Link>
            ),
          },
          { title: t('preprints.field.merchant'), render: (_value, range) => range.merchant.name },
          {
            title: t('preprints.field.type'),
            render: (_value, range) => t(`preprintType.${range.type}`, { ns: 'domain' }),
          },
          {
            title: t('preprints.field.codes'),
            render: (_value, range) => (
              <span style={{ fontFamily: 'monospace' }}>
                {range.first_code} – {range.last_code}
              </span>
            ),
          },
          { title: t('preprints.field.counts'), render: (_value, range) => <PreprintCounts range={range} /> },
          {
            title: t('preprints.field.branch'),
            render: (_value, range) => `${range.branch.code} · ${branchName(range.branch)}`,
          },
          {
            title: t('preprints.field.issuedAt'),
            dataIndex: 'issued_at',
            render: (value: string) => formatDateTime(value, locale),
          },
          {
            title: t('table.actions'),
            render: (_value, range) => (
              <Flex gap={4} wrap>
                <Link to={sheetUrl(range.id)} data-testid={`preprint-sheet-${range.id}`}>
                  {t('preprints.sheet.open')}
                </Link>
                <VoidPreprintButton id={range.id} unused={range.unused} />
              </Flex>
            ),
          },
        ]}
      />
      {issuing && (
        <IssuePreprintModal
          onClose={() => setIssuing(false)}
          onIssued={(id) => {
            setIssuing(false);
            void navigate(routeUrl('preprint-detail', { preprintId: String(id) }) ?? '/');
          }}
        />
      )}
    </Flex>
  );
}
