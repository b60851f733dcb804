import { ScanDesk } from '../components/scan-desk';

/** /label-return: the counter scans the parcels it sends back towards their senders. */
export function LabelReturnPage() {
  return <ScanDesk key="return" mode="return" />;
}
