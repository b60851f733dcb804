import { required, type AnnouncementItem } from '@waypost/domain';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchList } from '@/components/search-bar/branch-options';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { showFormErrors } from '@/lib/form-errors';
import { useFormRule } from '@/lib/use-form-rule';
import { useSaveAnnouncement } from '../api/save-announcement';

interface FormValues {
  title: string;
  body: string;
  /** 0: everyone. */
  branch_id: number;
}

const formFields = ['title', 'body', 'branch_id'] as const;

/**
 * A new announcement, or changes to one: title and text; head office also chooses who it is for (everyone or one
 * branch), a branch's head writes to his own branch.
 */
export function AnnouncementFormModal({
  announcement,
  onClose,
}: {
  announcement?: AnnouncementItem;
  onClose: (saved?: AnnouncementItem) => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const branches = useBranchList();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveAnnouncement();
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const choosesAddressee = user.all_branches;

  const submit = (values: FormValues) => {
    const request = {
      title: values.title,
      body: values.body,
      branch_id: choosesAddressee && values.branch_id !== 0 ? values.branch_id : null,
    };
    const idempotencyKey = submissions.start(request);
    if (idempotencyKey === null) return;
    setFailure(null);
    save.mutate(announcement ? { id: announcement.id, request } : { request, idempotencyKey }, {
      onSuccess: (saved) => {
        toast.success(t(announcement ? 'announcementsPage.updated' : 'announcementsPage.created'));
        onClose(saved);
      },
      onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
      onSettled: (_saved, error) => submissions.finish(error),
    });
  };

  return (
    <Modal
      open
      title={t(announcement ? 'announcementsPage.editTitle' : 'announcementsPage.newTitle')}
      okText={t('announcementsPage.save')}
      cancelText={t('announcementsPage.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'announcement-submit' }}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name="announcement"
        layout="vertical"
        initialValues={{
          title: announcement?.title ?? '',
          body: announcement?.body ?? '',
          branch_id: announcement?.branch?.id ?? 0,
        }}
        onFinish={submit}
      >
        <Form.Item name="title" label={t('announcementsPage.field.title')} rules={[rule(required)]}>
          <Input maxLength={200} data-testid="announcement-title-input" />
        </Form.Item>
        <Form.Item name="body" label={t('announcementsPage.field.body')} rules={[rule(required)]}>
          <Input.TextArea maxLength={5000} rows={6} data-testid="announcement-body-input" />
        </Form.Item>
        {choosesAddressee && (
          <Form.Item name="branch_id" label={t('announcementsPage.field.for')}>
            <Select
              data-testid="announcement-branch-select"
              loading={branches.isLoading}
              options={[
                { value: 0, label: t('announcementsPage.everyone') },
                ...(branches.data ?? []).map((branch) => ({
                  value: branch.id,
                  label: `${branch.code} · ${branchName(branch)}`,
                })),
              ]}
            />
          </Form.Item>
        )}
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="announcement-failure" />}
    </Modal>
  );
}
