import { CameraOutlined, DeleteOutlined } from '@/components/icons/icons';
import { Alert, Button, Flex, Image, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { downscalePhoto } from '../photo-downscale';

/**
 * The proof photo: the phone's camera opens (capture="environment"), the picture is downscaled here before it is
 * kept (≤ 1600 px, ≤ 2 MB), and shown back so the courier sees what will be sent.
 */
export function PhotoField({
  photo,
  onChange,
  disabled,
}: {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo chosen again after a removal must fire a change.
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    setUnreadable(false);
    void downscalePhoto(file).then((scaled) => {
      setPreparing(false);
      setUnreadable(scaled === null);
      onChange(scaled);
    });
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('deliveries.deliver.photo')}</Typography.Text>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('deliveries.deliver.photoInput')}
        data-testid="photo-input"
        onChange={choose}
        disabled={disabled || preparing}
        tabIndex={-1}
        style={{ display: 'none' }}
      />
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<CameraOutlined />}
          size="large"
          disabled={disabled || preparing}
          onClick={() => inputRef.current?.click()}
          style={{ minHeight: 48 }}
          data-testid="photo-take"
        >
          {photo ? t('deliveries.deliver.retakePhoto') : t('deliveries.deliver.takePhoto')}
        </Button>
        {photo && (
          <Button
            icon={<DeleteOutlined />}
            size="large"
            danger
            disabled={disabled}
            onClick={() => onChange(null)}
            style={{ minHeight: 48 }}
            data-testid="photo-remove"
          >
            {t('deliveries.deliver.removePhoto')}
          </Button>
        )}
        {preparing && <Spin size="small" />}
      </Flex>
      {preview && photo && (
        <Flex vertical gap={4} data-testid="photo-preview" data-bytes={photo.size}>
          <Image
            src={preview}
            alt={t('deliveries.deliver.photoPreview')}
            style={{ maxHeight: 200, objectFit: 'contain' }}
          />
          <Typography.Text type="secondary">
            {t('deliveries.deliver.photoSize', { size: formatNumber(Math.ceil(photo.size / 1024), locale) })}
          </Typography.Text>
        </Flex>
      )}
      {unreadable && <Alert type="error" showIcon title={t('deliveries.deliver.photoUnreadable')} />}
    </Flex>
  );
}
