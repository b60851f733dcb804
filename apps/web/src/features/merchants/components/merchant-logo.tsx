import { ShopOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMerchantLogo } from '../api/get-merchant-logo';

/** A merchant's logo as a square thumbnail (a shop icon without one, or while it loads). */
export function MerchantLogo({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  const { t } = useTranslation();
  const src = useMerchantLogo(url);
  if (!src) return <Avatar shape="square" size={size} icon={<ShopOutlined />} aria-hidden />;
  return (
    <img
      src={src}
      alt={t('merchants.logoOf', { name })}
      width={size}
      height={size}
      style={{ objectFit: 'contain', borderRadius: 6, display: 'block' }}
      data-testid="merchant-logo"
    />
  );
}
