import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useMerchant } from '../api/get-merchant';
import { MerchantForm } from '../components/merchant-form';
import { merchantFormValuesOf } from '../merchant-form-model';

/** /merchant/edit/{merchantId}: the merchant's form as it stands (merchant.manage). */
export function MerchantEditPage() {
  const { merchantId } = useParams();
  const id = Number(merchantId);
  const locale = useLocale();
  const merchant = useMerchant(id);
  if (merchant.isPending) return <Skeleton active />;
  if (merchant.isError) {
    const message = merchant.error instanceof ApiError ? merchant.error.displayMessage : merchant.error.message;
    return <Alert type="error" showIcon title={message} data-testid="merchant-load-error" />;
  }
  // A fresh form per merchant and per saved version.
  return (
    <MerchantForm
      key={`${merchant.data.id}-${merchant.data.updated_at}`}
      merchant={merchant.data}
      initialValues={merchantFormValuesOf(merchant.data, locale)}
    />
  );
}
