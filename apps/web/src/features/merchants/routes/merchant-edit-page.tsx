import { Alert, Skeleton, Space } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { MerchantUsersCard } from '@/features/merchant-users/components/merchant-users-card';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useMerchant } from '../api/get-merchant';
import { MerchantForm } from '../components/merchant-form';
import { merchantFormValuesOf } from '../merchant-form-model';

/**
 * /merchant/edit/{merchantId}: the merchant's form as it stands (merchant.manage), and — for its home branch and head
 * office — the accounts its owner and clerks sign in with (issue 30).
 */
export function MerchantEditPage() {
  const { merchantId } = useParams();
  const id = Number(merchantId);
  const locale = useLocale();
  const user = useCurrentUser();
  const merchant = useMerchant(id);
  if (merchant.isPending) return <Skeleton active />;
  if (merchant.isError) {
    const message = merchant.error instanceof ApiError ? merchant.error.displayMessage : merchant.error.message;
    return <Alert type="error" showIcon title={message} data-testid="merchant-load-error" />;
  }
  const managesAccounts = user.all_branches || user.branch?.id === merchant.data.home_branch.id;
  // A fresh form per merchant and per saved version.
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <MerchantForm
        key={`${merchant.data.id}-${merchant.data.updated_at}`}
        merchant={merchant.data}
        initialValues={merchantFormValuesOf(merchant.data, locale)}
      />
      {managesAccounts && (
        <Suspense fallback={<Skeleton active />}>
          <MerchantUsersCard merchantId={merchant.data.id} />
        </Suspense>
      )}
    </Space>
  );
}
