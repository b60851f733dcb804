import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { merchantLogoLimits } from '@waypost/domain';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantLogo } from './merchant-logo';

interface LogoUploadProps {
  /** The file chosen now (the form field's value). */
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The merchant's logo as saved, shown until another is chosen. */
  currentUrl: string | null;
  name: string;
}

/**
 * Choose a logo (PNG, JPEG or WebP, at most 1 MB — the form item's rule checks the bytes) and see it before it is
 * saved; the saved one stays on show until then.
 */
export function LogoUpload({ value, onChange, currentUrl, name }: LogoUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  // The previous preview's object URL is released when another replaces it, and the last one when the form closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    setPreview(file ? { file, url: URL.createObjectURL(file) } : null);
    onChange?.(file);
  };
  const shown = value && preview?.file === value ? preview.url : null;

  return (
    <Flex gap={16} align="center" wrap>
      {shown ? (
        <img
          src={shown}
          alt={t('merchants.logoPreview')}
          width={72}
          height={72}
          style={{ objectFit: 'contain', borderRadius: 6 }}
          data-testid="logo-preview"
        />
      ) : (
        <MerchantLogo url={currentUrl} name={name} size={72} />
      )}
      <Flex vertical gap={4}>
        <Flex gap={8}>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {currentUrl || value ? t('merchants.logoReplace') : t('merchants.logoChoose')}
          </Button>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => choose(undefined)} aria-label={t('merchants.logoUndo')}>
              {t('merchants.logoUndo')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">{t('merchants.logoHint')}</Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        // The buttons stand for it. Hidden by style: the page's styles showed it despite a `hidden` attribute.
        style={{ display: 'none' }}
        accept={merchantLogoLimits.types.join(',')}
        data-testid="merchant-logo-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // Choosing the same file again still counts as a choice.
          event.target.value = '';
        }}
      />
    </Flex>
  );
}
