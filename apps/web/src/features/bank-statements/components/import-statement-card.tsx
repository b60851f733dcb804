import { bankStatementColumns, type BankStatementImportResponse } from '@waypost/domain';
import { Alert, Button, Card, Flex, Input, Select, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useImportBankStatement } from '../api/bank-statement-mutations';
import { useBankMappings } from '../api/bank-statement-queries';
import {
  emptyMapping,
  importFormData,
  mappingToForm,
  previewCsv,
  rowErrorsOf,
  type MappingFormValues,
} from '../bank-statement-model';
import { OnOffSwitch } from '@/components/inputs/on-off-switch';

/**
 * Importing a statement: the bank (its saved mapping, else its preset) or a column mapping typed once (saved for
 * that bank), the file with a preview of its first rows, and the answer — lines added and duplicates skipped, or the
 * rows that could not be read.
 */
export function ImportStatementCard({ onImported }: { onImported: (id: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mappings = useBankMappings();
  const importing = useImportBankStatement();
  const keys = useIdempotencyKeys();
  const [bank, setBank] = useState('KBZ');
  const [custom, setCustom] = useState(false);
  const [mapping, setMapping] = useState<MappingFormValues>(emptyMapping);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string[][]>([]);
  const [result, setResult] = useState<BankStatementImportResponse | null>(null);
  const [errors, setErrors] = useState<{ row: number; message: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const banks = mappings.data?.data ?? [];
  const chooseFile = async (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setErrors([]);
    setFailure(null);
    setPreview(chosen.name.toLowerCase().endsWith('.csv') ? previewCsv(await chosen.text()) : []);
  };
  const loadMappingOf = (name: string) => {
    const known = banks.find((entry) => entry.bank === name);
    setMapping(known ? mappingToForm(known.mapping) : emptyMapping);
  };

  const submit = () => {
    if (!file) return;
    const sent = custom ? mapping : null;
    const key = keys.keyFor({ bank, sent, name: file.name, size: file.size, modified: file.lastModified });
    importing.mutate(
      { form: importFormData(file, bank, sent), key },
      {
        onSuccess: (answer) => {
          keys.settle();
          setResult(answer);
          onImported(answer.id);
        },
        onError: (error) => {
          keys.settleAfter(error);
          const rows = error instanceof ApiError ? rowErrorsOf(error.errors) : [];
          setErrors(rows);
          setFailure(rows.length > 0 ? null : error instanceof ApiError ? error.displayMessage : String(error));
        },
      },
    );
  };

  const [header = [], ...rows] = preview;
  return (
    <Card title={t('bankStatement.import.title')} size="small" data-testid="bank-import">
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Typography.Text>{t('bankStatement.import.bank')}</Typography.Text>
          <Select
            style={{ minWidth: 160 }}
            value={bank}
            showSearch
            onChange={(value: string) => {
              setBank(value);
              loadMappingOf(value);
            }}
            options={banks.map((entry) => ({ value: entry.bank, label: entry.bank }))}
            data-testid="bank-select"
          />
          <OnOffSwitch
            checked={custom}
            onChange={(checked) => {
              setCustom(checked);
              if (checked) loadMappingOf(bank);
            }}
            data-testid="bank-custom-mapping"
          />
          <Typography.Text>{t('bankStatement.import.customMapping')}</Typography.Text>
        </Flex>
        {custom && (
          <Flex gap={8} wrap data-testid="bank-mapping">
            {[...bankStatementColumns, 'date_format' as const].map((column) => (
              <Input
                key={column}
                style={{ width: 200 }}
                addonBefore={t(`bankStatement.column.${column}`)}
                value={mapping[column]}
                onChange={(event) => setMapping({ ...mapping, [column]: event.target.value })}
                data-testid={`bank-mapping-${column}`}
              />
            ))}
            <Typography.Text type="secondary">{t('bankStatement.import.mappingHint')}</Typography.Text>
            <Input
              style={{ width: 200 }}
              addonBefore={t('bankStatement.import.saveAs')}
              value={bank}
              onChange={(event) => setBank(event.target.value.toUpperCase())}
              data-testid="bank-name"
            />
          </Flex>
        )}
        <Upload
          accept=".csv,.xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void chooseFile(chosen);
            return false;
          }}
        >
          <Button data-testid="bank-file">{file ? file.name : t('bankStatement.import.chooseFile')}</Button>
        </Upload>
        {header.length > 0 && (
          <Table
            size="small"
            pagination={false}
            scroll={{ x: true }}
            data-testid="bank-preview"
            rowKey={(row) => rows.indexOf(row)}
            columns={header.map((title, index) => ({
              key: index,
              title,
              render: (_: unknown, row: string[]) => row[index],
            }))}
            dataSource={rows}
          />
        )}
        <Button
          type="primary"
          disabled={!file}
          loading={importing.isPending}
          onClick={submit}
          data-testid="bank-import-submit"
        >
          {t('bankStatement.import.submit')}
        </Button>
        {result && (
          <Alert
            type="success"
            data-testid="bank-import-result"
            message={t('bankStatement.import.result', {
              lines: formatNumber(result.lines, locale),
              skipped: formatNumber(result.duplicates_skipped, locale),
            })}
          />
        )}
        {failure && <Alert type="error" message={failure} />}
        {errors.length > 0 && (
          <Alert
            type="error"
            data-testid="bank-import-errors"
            message={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {errors.map((error) => (
                  <li key={`${error.row}-${error.message}`}>
                    {error.row > 0
                      ? t('bankStatement.import.rowError', {
                          row: formatNumber(error.row, locale),
                          message: error.message,
                        })
                      : error.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Flex>
    </Card>
  );
}
