import { labelStatusVariants, type LabelStatusVariant } from '@waypost/domain';
import { App, Button, Card, Flex, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSetCompanySettings } from '../api/mailbag-mutations';
import { useCompanySettings } from '../api/mailbag-queries';

/** Head office chooses the company's status variant: how labels move when their bags travel (spec §4). */
export function StatusVariantCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const settings = useCompanySettings();
  const save = useSetCompanySettings();
  const [chosen, setChosen] = useState<LabelStatusVariant | null>(null);
  const saved = settings.data?.status_variant;
  const shown = chosen ?? saved;

  const confirmSave = (variant: LabelStatusVariant) =>
    void modal.confirm({
      title: t('transfer.settings.variantConfirm', { variant: formatNumber(variant, locale) }),
      content: t('transfer.settings.variantConfirmHint'),
      okText: t('transfer.settings.save'),
      cancelText: t('transfer.cancel'),
      onOk: () =>
        save.mutate(
          { status_variant: variant },
          {
            onSuccess: () => {
              setChosen(null);
              toast.success(t('transfer.settings.variantSaved'));
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
                toast.error(error.displayMessage);
              }
            },
          },
        ),
    });

  return (
    <Card size="small" title={t('transfer.settings.variantTitle')} data-testid="status-variant">
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={12}>
          <Radio.Group
            value={shown}
            onChange={(event) => setChosen(event.target.value as LabelStatusVariant)}
            aria-label={t('transfer.settings.variantTitle')}
            data-testid="status-variant-choice"
          >
            <Flex vertical gap={12}>
              {labelStatusVariants.map((variant) => (
                <Radio key={variant} value={variant} data-testid={`status-variant-${variant}`}>
                  <Typography.Text strong>{t(`transfer.settings.variant${variant}`)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t(`transfer.settings.variant${variant}Hint`)}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <div>
            <Button
              type="primary"
              disabled={chosen === null || chosen === saved}
              loading={save.isPending}
              onClick={() => chosen !== null && confirmSave(chosen)}
              data-testid="status-variant-save"
            >
              {t('transfer.settings.save')}
            </Button>
          </div>
        </Flex>
      )}
    </Card>
  );
}
