import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogoImage } from './use-logo-image';

interface LogoThumbnailProps {
  /** The logo's versioned URL, or null without one. */
  url: string | null;
  /** Whose logo it is (its alternative text). */
  name: string;
  /** Shown without a logo, or while it loads. */
  icon: ReactNode;
  size?: number;
  testId: string;
}

/** A logo as a square thumbnail (the icon without one, or while it loads). */
export function LogoThumbnail({ url, name, icon, size = 40, testId }: LogoThumbnailProps) {
  const { t } = useTranslation();
  const src = useLogoImage(url);
  if (!src) return <Avatar shape="square" size={size} icon={icon} aria-hidden />;
  return (
    <img
      src={src}
      alt={t('logo.of', { name })}
      width={size}
      height={size}
      style={{ objectFit: 'contain', borderRadius: 6, display: 'block' }}
      data-testid={testId}
    />
  );
}
