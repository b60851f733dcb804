import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useVoidPreprints } from '../api/preprint-api';

/** Voids a range's unused codes, after a confirmation; used codes stay used. */
export function VoidPreprintButton({ id, unused }: { id: number; unused: number }) {
  const { t } = useTranslation();
  const mutation = useVoidPreprints();
  if (unused === 0) return null;
  return (
    <Popconfirm
      title={t('preprints.void.confirm')}
      okText={t('preprints.void.action')}
      cancelText={t('preprints.cancel')}
      onConfirm={() =>
        mutation.mutateAsync(id).then(() => {
          toast.success(t('preprints.void.done'));
        })
      }
    >
      <Button size="small" danger loading={mutation.isPending} data-testid={`preprint-void-${id}`}>
        {t('preprints.void.action')}
      </Button>
    </Popconfirm>
  );
}
