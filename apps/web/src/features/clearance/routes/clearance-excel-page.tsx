import { DownloadOutlined } from '@/components/icons/icons';
import { Button, Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useDownloadClearanceExcel } from '../api/download-clearance-excel';

/**
 * /clearance/excel/{id}/{hash}: downloads the batch's workbook once on arrival (and again on request). The link is
 * signed for the batch as it was: once the batch changed, or for a forged hash, the server answers 404 and the page
 * says the link is stale.
 */
export function ClearanceExcelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const hash = params.hash ?? '';
  const wellFormed = Number.isInteger(id) && id > 0 && /^[0-9a-f]{64}$/.test(hash);
  const { mutate, status, data: fileName, error } = useDownloadClearanceExcel();
  const started = useRef<string | null>(null);

  useEffect(() => {
    const link = `${id}/${hash}`;
    if (!wellFormed || started.current === link) return;
    started.current = link;
    mutate({ id, hash });
  }, [id, hash, wellFormed, mutate]);

  const back = (
    <Link
      to={
        wellFormed
          ? (routeUrl('cod-clearance-detail', { transactionId: String(id) }) ?? '/')
          : (routeUrl('cod-clearance') ?? '/')
      }
      data-testid="clearance-excel-back"
    >
      <Button tabIndex={-1}>{t('clearance.excel.back')}</Button>
    </Link>
  );

  if (!wellFormed || (error instanceof ApiError && error.status === 404)) {
    return (
      <Result
        status="warning"
        title={t('clearance.excel.stale')}
        subTitle={t('clearance.excel.staleHint')}
        extra={back}
        data-testid="clearance-excel-stale"
      />
    );
  }
  if (status === 'error') {
    return (
      <Result
        status="error"
        title={t('clearance.excel.failed')}
        extra={
          <Flex gap={8} justify="center">
            <Button type="primary" onClick={() => mutate({ id, hash })}>
              {t('errors.retry')}
            </Button>
            {back}
          </Flex>
        }
        data-testid="clearance-excel-failed"
      />
    );
  }
  if (status === 'success') {
    return (
      <Result
        status="success"
        title={t('clearance.excel.done')}
        subTitle={fileName}
        extra={
          <Flex gap={8} justify="center">
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => mutate({ id, hash })}
              data-testid="clearance-excel-again"
            >
              {t('clearance.excel.again')}
            </Button>
            {back}
          </Flex>
        }
        data-testid="clearance-excel-done"
      />
    );
  }
  return (
    <Result
      icon={<Spin size="large" />}
      title={t('clearance.excel.downloading')}
      data-testid="clearance-excel-working"
    />
  );
}
