import { ScanDesk } from '../components/scan-desk';

/** /label-accept: the counter scans the parcels arriving at its branch; each moves one step on its path. */
export function LabelAcceptPage() {
  return <ScanDesk key="accept" mode="accept" />;
}
