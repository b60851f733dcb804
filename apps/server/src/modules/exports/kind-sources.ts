import type { CustomerExportQuery, ExportRequest, TrackByDateQuery } from '@waypost/domain';
import { exportCustomers } from '../customers/export-customers.js';
import { exportTrackByDate } from '../track-by-date/track-by-date.service.js';
import { bufferedSource, type ExportSource, type ExportSourceOptions } from './export-source.js';
import { reportExportSource } from './report-export.js';
import { shippingReportSource } from './shipping-report-export.js';

async function customersSource(options: ExportSourceOptions<CustomerExportQuery>): Promise<ExportSource> {
  const written = { rows: 0 };
  const file = await exportCustomers({
    ...options,
    type: options.params.type,
    written,
    // The job's stream fails with it: the worker records the failure.
    onError: () => undefined,
  });
  return { fileName: file.fileName, stream: file.stream, rowsWritten: () => written.rows, expectedRows: () => null };
}

async function trackByDateSource(options: ExportSourceOptions<TrackByDateQuery>): Promise<ExportSource> {
  const file = await exportTrackByDate({ ...options, query: options.params });
  return bufferedSource(file.fileName, file.content, 0);
}

/** Each kind's file, written for the user who asked with the access he has now. */
export function exportSourceOf(
  request: ExportRequest,
  options: Omit<ExportSourceOptions<unknown>, 'params'>,
): Promise<ExportSource> {
  switch (request.kind) {
    case 'report':
      return reportExportSource({ ...options, params: request.params });
    case 'shipping_report':
      return shippingReportSource({ ...options, params: request.params });
    case 'customers':
      return customersSource({ ...options, params: request.params });
    case 'track_by_date':
      return trackByDateSource({ ...options, params: request.params });
  }
}
