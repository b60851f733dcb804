import { MerchantForm } from '../components/merchant-form';
import { initialMerchantFormValues } from '../merchant-form-model';

/** /merchant/create: a new merchant (merchant.manage). */
export function MerchantCreatePage() {
  return <MerchantForm initialValues={initialMerchantFormValues} />;
}
