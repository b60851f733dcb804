import { canonicalPhone } from '@waypost/domain';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useSavedSenders } from '../api/find-saved-senders';
import { placeName } from '@/components/location-picker/place-path';
import type { LabelFormValues } from '../label-form-model';
import { holdsSender, senderValuesOfCustomer } from '../sender-values';
import { useDebounced } from './use-debounced';

/**
 * Under the sender's phone: once it is a whole phone (in any form: 09…, +959…), the sender saved with an earlier
 * label is offered to fill in — name, places and address — or the clerk is told this is a new sender.
 */
export function SavedSenderOffer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<LabelFormValues>();
  const typed = Form.useWatch('source_phone', form);
  const name = Form.useWatch('source_name', form);
  const township = Form.useWatch('source_township', form);
  const address = Form.useWatch('source_address', form);
  const phone = useDebounced(typed ? canonicalPhone(typed) : null, 300);
  const lookup = useSavedSenders(phone);

  if (!phone || !lookup.data) return null;
  const [sender] = lookup.data;
  if (!sender) {
    return (
      <Typography.Paragraph type="secondary" data-testid="saved-sender-none">
        {t('labelSender.new')}
      </Typography.Paragraph>
    );
  }
  if (holdsSender({ source_name: name, source_township: township, source_address: address }, sender)) return null;

  const places = [sender.township, sender.district, sender.region]
    .flatMap((place) => (place ? [placeName(place, locale)] : []))
    .join(', ');
  const fill = () => {
    const values = senderValuesOfCustomer(sender);
    form.setFields(
      Object.entries(values).map(([field, value]) => ({ name: field as keyof LabelFormValues, value, errors: [] })),
    );
  };

  return (
    <Alert
      type="info"
      showIcon
      data-testid="saved-sender"
      style={{ marginBottom: 16 }}
      title={t('labelSender.saved')}
      description={
        <Flex vertical>
          <Typography.Text strong>{sender.name}</Typography.Text>
          {places && <span>{places}</span>}
          {sender.address && <span>{sender.address}</span>}
        </Flex>
      }
      action={
        <Button size="small" type="primary" onClick={fill} data-testid="saved-sender-fill">
          {t('labelSender.fill')}
        </Button>
      }
    />
  );
}
