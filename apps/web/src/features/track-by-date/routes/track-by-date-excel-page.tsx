import { trackByDateQuery } from '@waypost/domain';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routeUrl } from '../../../lib/app-routes';
import { useCurrentUser } from '../../../lib/auth';
import { useDownloadTrackByDateExcel } from '../api/download-track-by-date-excel';
import { trackByDateQueryFrom, trackByDateSearch } from '../track-by-date-url';

/** /track-by-date/get-excel: downloads the Excel of the query in the URL once, then says it is done. */
export function TrackByDateExcelPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const query = trackByDateQueryFrom(params, now, user.branch ? undefined : 'YGN');
  const search = query ? trackByDateSearch(query) : null;
  const { mutate, status, data: fileName } = useDownloadTrackByDateExcel();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (search === null || started.current === search) return;
    started.current = search;
    mutate(trackByDateQuery.parse(Object.fromEntries(new URLSearchParams(search))));
  }, [search, mutate]);

  const back = (
    <Link to={`${routeUrl('track-by-date')}${search ? `?${search}` : ''}`} data-testid="track-by-date-back">
      <Button type="primary" tabIndex={-1}>
        {t('trackByDate.back')}
      </Button>
    </Link>
  );

  if (query === null) return <Result status="warning" title={t('trackByDate.invalidRange')} extra={back} />;
  if (status === 'error') {
    return (
      <Result status="error" title={t('trackByDate.failed')} extra={back} data-testid="track-by-date-excel-failed" />
    );
  }
  if (status === 'success') {
    return (
      <Result
        status="success"
        title={t('trackByDate.done')}
        subTitle={fileName}
        extra={back}
        data-testid="track-by-date-excel-done"
      />
    );
  }
  return (
    <Result
      icon={<Spin size="large" />}
      title={t('trackByDate.downloading')}
      data-testid="track-by-date-excel-working"
    />
  );
}
