import {
  merchantRoleSlugs,
  phoneRule,
  required,
  type MerchantRoleSlug,
  type MerchantUserInviteRequest,
} from '@waypost/domain';
import { Alert, Button, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { useInviteMerchantUser, useMerchantUsers, useReinviteMerchantUser } from '../api/merchant-users';
import { useMerchantUserTexts } from '../merchant-user-texts';

const inviteFields = ['name', 'user_name', 'phone', 'email', 'role'] as const;

/**
 * The merchant's accounts on its page (issue 30 §1): who signs in for it, and an invitation form whose link is shown
 * once, to be sent to the new member. Wrap it in <Suspense>: its texts load with it.
 */
export function MerchantUsersCard({ merchantId }: { merchantId: number }) {
  useMerchantUserTexts();
  const { t } = useTranslation('merchantUsers');
  const locale = useLocale();
  const rule = useFormRule();
  const members = useMerchantUsers(merchantId);
  const invite = useInviteMerchantUser(merchantId);
  const reinvite = useReinviteMerchantUser(merchantId);
  const [form] = Form.useForm<MerchantUserInviteRequest>();
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: MerchantUserInviteRequest) => {
    setFailure(null);
    invite.mutate(values, {
      onSuccess: (answer) => {
        setLink(answer.invite_url);
        form.resetFields();
      },
      onError: (error) => {
        const named = error instanceof ApiError ? inviteFields.filter((name) => error.errors[name]) : [];
        if (error instanceof ApiError && named.length > 0) {
          form.setFields(named.map((name) => ({ name, errors: [...(error.errors[name] ?? [])] })));
        } else setFailure(error instanceof ApiError ? error.displayMessage : error.message);
      },
    });
  };

  return (
    <Card title={t('members.title')} data-testid="merchant-users-card">
      <Typography.Paragraph type="secondary">{t('members.intro')}</Typography.Paragraph>
      {link && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('members.linkTitle')}
          description={
            <>
              <Typography.Paragraph copyable={{ text: link }} data-testid="merchant-user-invite-link">
                {link}
              </Typography.Paragraph>
              {t('members.linkHint')}
            </>
          }
        />
      )}
      <Table
        size="small"
        rowKey="id"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: t('members.none') }}
        scroll={{ x: true }}
        columns={[
          { title: t('members.name'), dataIndex: 'name' },
          { title: t('members.userName'), dataIndex: 'user_name' },
          {
            title: t('members.role'),
            dataIndex: 'role',
            render: (role: MerchantRoleSlug) => t(`role.${role}`, { ns: 'domain' }),
          },
          {
            title: t('members.status'),
            key: 'status',
            render: (_, member) =>
              member.invite_expires_at ? (
                <Tag color="gold">
                  {t('members.invitedUntil', { date: formatDate(member.invite_expires_at, locale) })}
                </Tag>
              ) : (
                <Tag color="green">{t('members.signedUp')}</Tag>
              ),
          },
          {
            title: t('members.twoStep'),
            dataIndex: 'two_step_enabled',
            render: (on: boolean) => (on ? t('members.on') : t('members.off')),
          },
          {
            key: 'actions',
            render: (_, member) =>
              member.invite_expires_at !== null || member.status === 'active' ? (
                <Button
                  size="small"
                  loading={reinvite.isPending && reinvite.variables === member.id}
                  onClick={() => reinvite.mutate(member.id, { onSuccess: (answer) => setLink(answer.invite_url) })}
                >
                  {t('members.reinvite')}
                </Button>
              ) : null,
          },
        ]}
      />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 16 }} />}
      <Form<MerchantUserInviteRequest>
        form={form}
        name="merchant-user-invite"
        layout="inline"
        style={{ marginTop: 16, rowGap: 8 }}
        initialValues={{ role: 'merchant-owner' }}
        onFinish={submit}
      >
        <Form.Item name="name" rules={[rule(required)]}>
          <Input placeholder={t('members.name')} data-testid="merchant-user-name" />
        </Form.Item>
        <Form.Item name="user_name" rules={[rule(required)]}>
          <Input placeholder={t('members.userName')} autoComplete="off" data-testid="merchant-user-user-name" />
        </Form.Item>
        <Form.Item name="phone" rules={[rule(required, phoneRule)]}>
          <Input placeholder={t('members.phone')} inputMode="tel" data-testid="merchant-user-phone" />
        </Form.Item>
        <Form.Item name="email">
          <Input placeholder={t('members.email')} inputMode="email" />
        </Form.Item>
        <Form.Item name="role">
          <Select
            style={{ minWidth: 160 }}
            data-testid="merchant-user-role"
            options={merchantRoleSlugs.map((slug) => ({ value: slug, label: t(`role.${slug}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending} data-testid="merchant-user-invite">
          {t('members.inviteButton')}
        </Button>
      </Form>
    </Card>
  );
}
