import { InfoCircleOutlined, ReloadOutlined, SearchOutlined } from '@/components/icons/icons';
import { parseSearchDate, searchFilterStatuses } from '@waypost/domain';
import { Button, Input, Select, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { branchNameFor } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { DatePicker } from '../date-picker/date-picker';
import { searchBarBranchCodes, useBranchList } from './branch-options';
import './search-bar.css';

interface FieldBase {
  /** The query parameter the field fills. */
  name: string;
  /** Already translated. */
  label: string;
  /** The width the field starts from, in px; a text field grows into the room left on its row. */
  width?: number;
}

/** Spec §2 search bar fields: text, date (dd/MM/yyyy), select; plus the branch and tracking_status selects. */
export type SearchField =
  | (FieldBase & {
      kind: 'text';
      placeholder?: string;
      /** Already translated: what the field finds, in full (a short placeholder stays readable). */
      hint?: string;
    })
  | (FieldBase & { kind: 'date' })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[] })
  | (FieldBase & { kind: 'branch'; codes?: readonly string[] | 'all' })
  | (FieldBase & { kind: 'status' });

export type SearchValues = Readonly<Record<string, string>>;

interface SearchBarProps {
  fields: readonly SearchField[];
  /** The applied values (from the URL). Remount the bar with a `key` when they change from outside. */
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  onReset?: () => void;
  /** Spec §2: the green Search button and the Reset icon button appear only when the screen enables them. */
  showSearch?: boolean;
  showReset?: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy (ASCII digits, as the API reads it) ↔ the date picker's value. */
function toDayjs(value: string): Dayjs | null {
  const parts = parseSearchDate(value);
  return parts ? dayjs(new Date(parts.year, parts.month - 1, parts.day)) : null;
}
function fromDayjs(value: Dayjs | null): string {
  return value ? `${two(value.date())}/${two(value.month() + 1)}/${value.year()}` : '';
}

const searchGreen = '#389e0d';

/** Where each kind of field starts (px): together one row of the label list at 1 366 px. */
const fieldBasis: Record<SearchField['kind'], number> = { text: 200, date: 165, select: 160, branch: 150, status: 170 };

/** The reusable search bar (spec §2): Enter in a text field searches; choices search at once without a Search button. */
export function SearchBar({
  fields,
  values,
  onSearch,
  onReset,
  showSearch = false,
  showReset = false,
}: SearchBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [draft, setDraft] = useState<SearchValues>(values);
  const branches = useBranchList();
  const needsBranches = fields.some((field) => field.kind === 'branch');

  const set = (name: string, value: string, searchNow: boolean) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (searchNow) onSearch(next);
  };

  const fieldElement = (field: SearchField) => {
    const common = {
      'aria-label': field.label,
      'data-testid': `search-${field.name}`,
      style: { width: '100%' },
    } as const;
    const value = draft[field.name] ?? '';
    switch (field.kind) {
      case 'text':
        return (
          <Input
            {...common}
            allowClear
            placeholder={field.placeholder ?? field.label}
            suffix={
              field.hint ? (
                <Tooltip title={field.hint}>
                  <InfoCircleOutlined aria-label={field.hint} data-testid={`search-${field.name}-hint`} />
                </Tooltip>
              ) : undefined
            }
            value={value}
            onChange={(event) => set(field.name, event.target.value, false)}
            onPressEnter={() => onSearch(draft)}
          />
        );
      case 'date':
        return (
          <DatePicker
            {...common}
            format="DD/MM/YYYY"
            placeholder={`${field.label} (${t('searchBar.datePlaceholder')})`}
            value={toDayjs(value)}
            onChange={(date: Dayjs | null) => set(field.name, fromDayjs(date), !showSearch)}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            allowClear
            placeholder={field.label}
            value={value || undefined}
            options={field.options.map((option) => ({ ...option }))}
            onChange={(next?: string) => set(field.name, next ?? '', !showSearch)}
          />
        );
      case 'branch': {
        const codes = field.codes ?? searchBarBranchCodes;
        const options = (branches.data ?? [])
          .filter((branch) => codes === 'all' || codes.includes(branch.code))
          .map((branch) => ({ value: branch.code, label: `${branch.code} · ${branchNameFor(branch, locale)}` }));
        return (
          <Select
            {...common}
            allowClear
            loading={branches.isPending}
            placeholder={t('searchBar.anyBranch')}
            popupMatchSelectWidth={false}
            value={value || undefined}
            options={options}
            onChange={(next?: string) => set(field.name, next ?? '', !showSearch)}
          />
        );
      }
      case 'status':
        return (
          <Select
            {...common}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('searchBar.anyStatus')}
            // Statuses are long in Burmese: the list is as wide as its longest one, never cut to the field.
            popupMatchSelectWidth={false}
            value={value || undefined}
            options={searchFilterStatuses.map((status) => ({
              value: status,
              label: t(`labelStatus.${status}`, { ns: 'domain' }),
            }))}
            onChange={(next?: string) => set(field.name, next ?? '', !showSearch)}
          />
        );
      default:
        return assertNever(field);
    }
  };

  return (
    <div className="search-bar" data-testid="search-bar" data-branches-ready={!needsBranches || branches.isSuccess}>
      {fields.map((field) => (
        <div
          key={field.name}
          className={`search-bar-field search-bar-field-${field.kind}`}
          style={{ '--search-bar-field-basis': `${field.width ?? fieldBasis[field.kind]}px` } as CSSProperties}
        >
          {fieldElement(field)}
        </div>
      ))}
      {(showSearch || showReset) && (
        <div className="search-bar-actions">
          {showSearch && (
            <Button
              type="primary"
              icon={<SearchOutlined />}
              style={{ background: searchGreen, borderColor: searchGreen }}
              onClick={() => onSearch(draft)}
              data-testid="search-submit"
            >
              {t('searchBar.search')}
            </Button>
          )}
          {showReset && (
            <Tooltip title={t('searchBar.reset')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('searchBar.reset')}
                onClick={() => {
                  setDraft({});
                  onReset?.();
                }}
                data-testid="search-reset"
              />
            </Tooltip>
          )}
        </div>
      )}
    </div>
  );
}

function assertNever(value: never): never {
  throw new Error(`Unknown search field: ${JSON.stringify(value)}`);
}
