import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportLinkView } from '@/features/exports/components/export-link-view';
import { exportLinkOfParams } from '@/features/exports/export-link';
import { routeUrl } from '@/lib/app-routes';
import { trackByDateFilterNames } from '../track-by-date-url';

/**
 * /track-by-date/get-excel?from=&to=&branch=&id=&expires=&signature=: the Excel of a track-by-date query, written as
 * an export job and reached by its signed link — saved once it is written; a forged or expired link is refused.
 */
export function TrackByDateExcelPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = new URLSearchParams(
    [...params].filter(([name]) => (trackByDateFilterNames as readonly string[]).includes(name)),
  ).toString();
  const backLink = (
    <Link to={`${routeUrl('track-by-date')}${back ? `?${back}` : ''}`} data-testid="track-by-date-back">
      <Button type="primary" tabIndex={-1}>
        {t('trackByDate.back')}
      </Button>
    </Link>
  );
  return (
    <ExportLinkView
      link={exportLinkOfParams(params)}
      autoDownload
      extra={backLink}
      doneTestId="track-by-date-excel-done"
    />
  );
}
