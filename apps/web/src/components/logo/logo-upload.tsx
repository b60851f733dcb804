import { DeleteOutlined, UploadOutlined } from '@/components/icons/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logoFileError, logoFileTypes } from './logo-file';
import { LogoThumbnail } from './logo-thumbnail';

interface LogoUploadProps {
  /** The file chosen now (the form field's value). */
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The logo as saved, shown until another is chosen. */
  currentUrl: string | null;
  /** Whose logo it is. */
  name: string;
  /** Shown while there is no logo. */
  icon: ReactNode;
  /** Test ids: the file input's, and the saved logo's. */
  inputTestId: string;
  logoTestId: string;
}

/**
 * Choose a logo (PNG, JPEG or WebP, at most 1 MB — the form item's rule, useLogoRule, checks the bytes) and see it
 * before it is saved; the saved one stays on show until then.
 */
export function LogoUpload({ value, onChange, currentUrl, name, icon, inputTestId, logoTestId }: LogoUploadProps) {
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
          alt={t('logo.preview')}
          width={72}
          height={72}
          style={{ objectFit: 'contain', borderRadius: 6 }}
          data-testid="logo-preview"
        />
      ) : (
        <LogoThumbnail url={currentUrl} name={name} icon={icon} size={72} testId={logoTestId} />
      )}
      <Flex vertical gap={4}>
        <Flex gap={8}>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {currentUrl || value ? t('logo.replace') : t('logo.choose')}
          </Button>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => choose(undefined)} aria-label={t('logo.undo')}>
              {t('logo.undo')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">{t('logo.hint')}</Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        // The buttons stand for it. Hidden by style: the page's styles showed it despite a `hidden` attribute.
        style={{ display: 'none' }}
        accept={logoFileTypes}
        data-testid={inputTestId}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // Choosing the same file again still counts as a choice.
          event.target.value = '';
        }}
      />
    </Flex>
  );
}

/** The logo field's rule: the file's size and kind checked before it is sent, with the server's messages. */
export function useLogoRule() {
  const { t } = useTranslation();
  return {
    validator: async (_: unknown, file: File | undefined) => {
      const error = file ? await logoFileError(file) : null;
      if (error) throw new Error(t(error, { ns: 'domain' }));
    },
  };
}
