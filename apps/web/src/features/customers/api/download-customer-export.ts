import type { CustomerExportType } from '@waypost/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { customerExportRequest } from '../customer-url';

/** GET /api/customer/export?type=… (needs customer.export): the workbook, saved by the browser. */
const downloadCustomerExport = (type: CustomerExportType) => {
  const { path, fallbackName } = customerExportRequest(type);
  return downloadFile(path, fallbackName);
};

export function useDownloadCustomerExport() {
  return useMutation({ mutationFn: downloadCustomerExport });
}
