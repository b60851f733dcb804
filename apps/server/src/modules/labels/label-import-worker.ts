import { readImportSheet, type ImportSheet } from './label-import-sheet.js';

/** The worker thread's task (label-import-reader.ts): one uploaded file read into text cells. */
export interface ReadImportTask {
  bytes: Uint8Array;
  maxRows: number;
}

export default function readImportTask({ bytes, maxRows }: ReadImportTask): Promise<ImportSheet> {
  return readImportSheet(bytes, maxRows);
}
