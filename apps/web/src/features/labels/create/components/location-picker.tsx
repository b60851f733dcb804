import { padPostcode } from '@waypost/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocations } from '@/components/location-picker/get-locations';
import type { PlacePath } from '@/components/location-picker/place-path';
import { PlacePicker, searchablePlaces, usePlaceOptions } from '@/components/location-picker/place-picker';
import type { AddressSide, LabelFormValues } from '../label-form-model';

interface LocationPickerProps {
  side: AddressSide;
  /** Called when a township is picked (or cleared) with the places above it. */
  onTownshipChange?: (path: PlacePath) => void;
}

/**
 * Region → district (the spec's town) → township (the shared place picker) → ward or village tract (the spec's
 * quarter), then the house and street; the postcode fills itself from the township, then from the ward (padded to 5
 * digits).
 */
export function LocationPicker({ side, onTownshipChange }: LocationPickerProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<LabelFormValues>();
  const township = Form.useWatch(`${side}_township`, form);
  const quarters = useLocations({ parentId: township }, Boolean(township));
  const quarterOptions = usePlaceOptions(quarters.data);

  const clearBelow = (fields: ReadonlyArray<keyof LabelFormValues>) => {
    form.setFields(fields.map((name) => ({ name, value: undefined, errors: [] })));
  };

  return (
    <Row gutter={12}>
      <PlacePicker
        names={{ region: `${side}_region`, district: `${side}_district`, township: `${side}_township` }}
        labels={{ region: t('labelForm.region'), district: t('labelForm.district'), township: t('labelForm.township') }}
        placeholder={t('labelForm.choose')}
        testIdPrefix={side}
        onAboveChange={() => {
          clearBelow([`${side}_quarter`, `${side}_postcode`]);
          onTownshipChange?.({});
        }}
        onTownshipChange={(path) => {
          clearBelow([`${side}_quarter`]);
          form.setFieldValue(`${side}_postcode`, padPostcode(path.township?.postcode) ?? undefined);
          onTownshipChange?.(path);
        }}
      />
      <Col xs={24} md={12}>
        <Form.Item name={`${side}_quarter`} label={t('labelForm.quarter')}>
          <Select
            data-testid={`${side}-quarter`}
            options={quarterOptions}
            loading={quarters.isFetching}
            disabled={!township}
            showSearch={searchablePlaces}
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
