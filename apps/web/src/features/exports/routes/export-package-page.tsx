import { useParams } from 'react-router';
import { ExportLinkView } from '../components/export-link-view';
import { exportLinkOfHash } from '../export-link';

/** /package/report/{hash}: an export shared by its signed link — its progress, then its file, until it expires. */
export function ExportPackagePage() {
  const { hash } = useParams();
  return <ExportLinkView link={exportLinkOfHash(hash)} />;
}
