import { phoneRule, phoneTagsRule, required } from '@waypost/domain';
import { Card, Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlacePath } from '@/components/location-picker/place-path';
import { useFormRule } from '@/lib/use-form-rule';
import type { AddressSide, LabelFormValues } from '../label-form-model';
import { LocationPicker } from './location-picker';
import { MerchantSelect } from './merchant-select';
import { PhoneTagsInput } from './phone-tags-input';
import { SavedSenderOffer } from './saved-sender-offer';

interface PartyCardProps {
  side: AddressSide;
  /** Called when a township is picked (or cleared) with the places above it. */
  onTownshipChange?: (path: PlacePath) => void;
}

/**
 * The sender's or the receiver's block: name, phone (the sender's finds a saved sender; a COD label's starts from its
 * merchant), more phones, address.
 */
export function PartyCard({ side, onTownshipChange }: PartyCardProps) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const form = Form.useFormInstance<LabelFormValues>();
  const acceptType = Form.useWatch('accept_type', form);
  return (
    <Card title={side === 'source' ? t('labelForm.sender') : t('labelForm.receiver')} size="small">
      <Row gutter={12}>
        {/* A COD parcel is booked for a merchant, whose details start the sender block. */}
        {side === 'source' && acceptType === 'cod' && (
          <Col span={24}>
            <MerchantSelect />
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name={`${side}_name`} label={t('labelForm.name')} required rules={[rule(required)]}>
            <Input maxLength={120} data-testid={`${side}-name`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={`${side}_phone`} label={t('labelForm.phone')} required rules={[rule(phoneRule)]}>
            <Input maxLength={20} inputMode="tel" data-testid={`${side}-phone`} />
          </Form.Item>
        </Col>
        {side === 'source' ? (
          <Col span={24}>
            <SavedSenderOffer />
          </Col>
        ) : (
          <>
            <Col xs={24} md={12}>
              <Form.Item name="contact_phone_list" label={t('labelForm.contactPhones')} rules={[rule(phoneTagsRule())]}>
                <PhoneTagsInput data-testid="contact-phones" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="pickup_at_po" label={t('labelForm.pickupAtPo')} valuePropName="checked">
                <Switch data-testid="pickup-at-po" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <LocationPicker side={side} onTownshipChange={onTownshipChange} />
    </Card>
  );
}
