import { selectRule, sortNaturally, type LocationItem } from '@waypost/domain';
import { Col, Form, Select, type ColProps } from 'antd';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { useLocations } from './get-locations';
import { placeName, type PlacePath } from './place-path';

/** Options in the reader's natural order (the server sorts by English name): "No (2)" before "No (10)". */
export function usePlaceOptions(places: readonly LocationItem[] | undefined) {
  const locale = useLocale();
  return sortNaturally(places ?? [], (place) => placeName(place, locale), locale).map((place) => ({
    value: place.id,
    label: place.postcode ? `${placeName(place, locale)} (${place.postcode})` : placeName(place, locale),
    search: `${place.name_en} ${place.name_mm} ${place.postcode ?? ''}`,
  }));
}

export const searchablePlaces = { optionFilterProp: 'search' } as const;

type Level = 'region' | 'district' | 'township';

interface PlacePickerProps {
  /** The form fields holding each level's id. */
  names: Readonly<Record<Level, string>>;
  /** Already translated. */
  labels: Readonly<Record<Level, string>>;
  placeholder: string;
  /** Test ids are `${testIdPrefix}-region` … */
  testIdPrefix: string;
  /** A region or district changed (the township is cleared with it): what hangs below is the caller's to clear. */
  onAboveChange?: () => void;
  /** The township select was picked or cleared, with the places above it. */
  onTownshipChange?: (path: PlacePath) => void;
  col?: ColProps;
  /** `large` on screens made for a finger. */
  size?: 'middle' | 'large';
}

/**
 * Region → district (the spec's town) → township, each list loaded when its parent is chosen and cleared when it
 * changes; the caller lays the three out in its own Row, next to whatever it asks below the township.
 */
export function PlacePicker({
  names,
  labels,
  placeholder,
  testIdPrefix,
  onAboveChange,
  onTownshipChange,
  col = { xs: 24, md: 12 },
  size,
}: PlacePickerProps) {
  const rule = useFormRule();
  const form = Form.useFormInstance();
  const region = Form.useWatch<string | undefined>(names.region, form);
  const district = Form.useWatch<string | undefined>(names.district, form);

  const regions = useLocations({ level: 'region' });
  const districts = useLocations({ level: 'district', parentId: region }, Boolean(region));
  const townships = useLocations({ level: 'township', parentId: district }, Boolean(district));
  const options = {
    region: usePlaceOptions(regions.data),
    district: usePlaceOptions(districts.data),
    township: usePlaceOptions(townships.data),
  };
  const loading = { region: regions.isLoading, district: districts.isFetching, township: townships.isFetching };
  const disabled = { region: false, district: !region, township: !district };
  const mustSelect = rule(selectRule);

  const clear = (levels: readonly Level[]) =>
    form.setFields(levels.map((level) => ({ name: names[level], value: undefined, errors: [] })));
  const onChange: Record<Level, (value: string | undefined) => void> = {
    region: () => {
      clear(['district', 'township']);
      onAboveChange?.();
    },
    district: () => {
      clear(['township']);
      onAboveChange?.();
    },
    township: (value) =>
      onTownshipChange?.({
        region: regions.data?.find((place) => place.id === region),
        district: districts.data?.find((place) => place.id === district),
        township: townships.data?.find((place) => place.id === value),
      }),
  };

  return (['region', 'district', 'township'] as const).map((level) => (
    <Col key={level} {...col}>
      <Form.Item name={names[level]} label={labels[level]} required rules={[mustSelect]}>
        <Select
          data-testid={`${testIdPrefix}-${level}`}
          options={options[level]}
          loading={loading[level]}
          disabled={disabled[level]}
          showSearch={searchablePlaces}
          allowClear
          placeholder={placeholder}
          size={size}
          onChange={onChange[level]}
        />
      </Form.Item>
    </Col>
  ));
}
