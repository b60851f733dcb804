import { padPostcode, selectRule, sortNaturally, type LocationItem } from '@waypost/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/i18n';
import { useLocations } from '../api/get-locations';
import { placeName, type AddressSide, type LabelFormValues, type PlacePath } from '../label-form-model';
import { useFormRule } from './use-form-rule';

interface LocationPickerProps {
  side: AddressSide;
  /** Called when a township is picked (or cleared) with the places above it. */
  onTownshipChange?: (path: PlacePath) => void;
}

/** Options in the reader's natural order (the server sorts by English name): "No (2)" before "No (10)". */
function usePlaceOptions(places: readonly LocationItem[] | undefined) {
  const locale = useLocale();
  return sortNaturally(places ?? [], (place) => placeName(place, locale), locale).map((place) => ({
    value: place.id,
    label: place.postcode ? `${placeName(place, locale)} (${place.postcode})` : placeName(place, locale),
    search: `${place.name_en} ${place.name_mm} ${place.postcode ?? ''}`,
  }));
}

const searchable = { optionFilterProp: 'search' } as const;

/**
 * Region → district (the spec's town) → township → ward or village tract (the spec's quarter), each list loaded
 * when its parent is chosen; the postcode fills itself from the township, then from the ward (padded to 5 digits).
 */
export function LocationPicker({ side, onTownshipChange }: LocationPickerProps) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const form = Form.useFormInstance<LabelFormValues>();
  const region = Form.useWatch(`${side}_region`, form);
  const district = Form.useWatch(`${side}_district`, form);
  const township = Form.useWatch(`${side}_township`, form);

  const regions = useLocations({ level: 'region' });
  const districts = useLocations({ level: 'district', parentId: region }, Boolean(region));
  const townships = useLocations({ level: 'township', parentId: district }, Boolean(district));
  const quarters = useLocations({ parentId: township }, Boolean(township));

  const regionOptions = usePlaceOptions(regions.data);
  const districtOptions = usePlaceOptions(districts.data);
  const townshipOptions = usePlaceOptions(townships.data);
  const quarterOptions = usePlaceOptions(quarters.data);

  const mustSelect = rule(selectRule);

  const clearBelow = (fields: ReadonlyArray<keyof LabelFormValues>) => {
    form.setFields(fields.map((name) => ({ name, value: undefined, errors: [] })));
  };

  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item name={`${side}_region`} label={t('labelForm.region')} required rules={[mustSelect]}>
          <Select
            data-testid={`${side}-region`}
            options={regionOptions}
            loading={regions.isLoading}
            showSearch={searchable}
            allowClear
            placeholder={t('labelForm.choose')}
            onChange={() => {
              clearBelow([`${side}_district`, `${side}_township`, `${side}_quarter`, `${side}_postcode`]);
              onTownshipChange?.({});
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={`${side}_district`} label={t('labelForm.district')} required rules={[mustSelect]}>
          <Select
            data-testid={`${side}-district`}
            options={districtOptions}
            loading={districts.isFetching}
            disabled={!region}
            showSearch={searchable}
            allowClear
            placeholder={t('labelForm.choose')}
            onChange={() => {
              clearBelow([`${side}_township`, `${side}_quarter`, `${side}_postcode`]);
              onTownshipChange?.({});
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={`${side}_township`} label={t('labelForm.township')} required rules={[mustSelect]}>
          <Select
            data-testid={`${side}-township`}
            options={townshipOptions}
            loading={townships.isFetching}
            disabled={!district}
            showSearch={searchable}
            allowClear
            placeholder={t('labelForm.choose')}
            onChange={(value: string | undefined) => {
              const picked = townships.data?.find((place) => place.id === value);
              clearBelow([`${side}_quarter`]);
              form.setFieldValue(`${side}_postcode`, padPostcode(picked?.postcode) ?? undefined);
              onTownshipChange?.({
                region: regions.data?.find((place) => place.id === region),
                district: districts.data?.find((place) => place.id === district),
                township: picked,
              });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={`${side}_quarter`} label={t('labelForm.quarter')}>
          <Select
            data-testid={`${side}-quarter`}
            options={quarterOptions}
            loading={quarters.isFetching}
            disabled={!township}
            showSearch={searchable}
            allowClear
            placeholder={t('labelForm.choose')}
            onChange={(value: string | undefined) => {
              const picked = quarters.data?.find((place) => place.id === value);
              if (picked?.postcode) form.setFieldValue(`${side}_postcode`, padPostcode(picked.postcode) ?? undefined);
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={`${side}_postcode`} label={t('labelForm.postcode')}>
          <Input
            data-testid={`${side}-postcode`}
            maxLength={10}
            inputMode="numeric"
            onBlur={(event) => form.setFieldValue(`${side}_postcode`, padPostcode(event.target.value) ?? undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={`${side}_no`} label={t('labelForm.houseNo')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={`${side}_street`} label={t('labelForm.street')}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={`${side}_address`} label={t('labelForm.address')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} data-testid={`${side}-address`} />
        </Form.Item>
      </Col>
    </Row>
  );
}
