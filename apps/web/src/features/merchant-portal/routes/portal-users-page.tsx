import { portalMayManage, type MerchantUserInviteResponse, type PortalUserItem } from '@waypost/domain';
import { Alert, Button, Card, Col, Flex, Form, Input, List, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import {
  useInvitePortalUser,
  usePortalUsers,
  usePortalUserStatus,
  useReinvitePortalUser,
} from '../api/portal-operations';

interface InviteValues {
  name: string;
  user_name: string;
  phone: string;
  email?: string;
}

/** The one-time link, shown once: the owner copies it and sends it to the clerk. */
function InviteLink({ invite }: { invite: MerchantUserInviteResponse }) {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  return (
    <Alert
      type="success"
      showIcon
      data-testid="portal-invite-link"
      title={t('users.linkTitle', { date: formatDate(invite.expires_at, locale) })}
      description={
        <Typography.Paragraph copyable={{ text: invite.invite_url }} style={{ margin: 0, wordBreak: 'break-all' }}>
          <span data-testid="portal-invite-url">{invite.invite_url}</span>
        </Typography.Paragraph>
      }
    />
  );
}

function InviteForm({ onInvited }: { onInvited: (invite: MerchantUserInviteResponse) => void }) {
  const { t } = useTranslation('merchantPortal');
  const [form] = Form.useForm<InviteValues>();
  const invite = useInvitePortalUser();
  const required = { required: true, whitespace: true, message: t('pickups.required') };
  const submit = (values: InviteValues) =>
    invite.mutate(
      { ...values, email: values.email ?? '' },
      {
        onSuccess: (answer) => {
          form.resetFields();
          onInvited(answer);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          form.setFields(
            Object.entries(error.errors).map(([field, messages]) => ({ name: field as never, errors: [...messages] })),
          );
          toast.error(error.displayMessage);
        },
      },
    );
  return (
    <Card size="small" title={t('users.inviteTitle')}>
      <Form<InviteValues> form={form} layout="vertical" onFinish={submit} data-testid="portal-invite-form">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('users.name')} rules={[required]}>
              <Input maxLength={120} size="large" data-testid="portal-invite-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="user_name" label={t('users.userName')} rules={[required]}>
              <Input maxLength={50} size="large" autoCapitalize="none" data-testid="portal-invite-user-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('users.phone')} rules={[required]}>
              <Input inputMode="tel" maxLength={30} size="large" data-testid="portal-invite-phone" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('users.email')}>
              <Input inputMode="email" maxLength={120} size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={invite.isPending}
          data-testid="portal-invite-submit"
        >
          {t('users.invite')}
        </Button>
      </Form>
    </Card>
  );
}

function MemberItem({
  member,
  onLink,
}: {
  member: PortalUserItem;
  onLink: (invite: MerchantUserInviteResponse) => void;
}) {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const reinvite = useReinvitePortalUser();
  const status = usePortalUserStatus();
  const manageable = portalMayManage(member);
  const disabled = member.status !== 'active';
  return (
    <List.Item data-testid="portal-member" data-user-name={member.user_name}>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong>
            {member.name} <Typography.Text type="secondary">({member.user_name})</Typography.Text>
          </Typography.Text>
          <Flex gap={4}>
            <Tag>{t(`users.role.${member.role}`)}</Tag>
            {disabled && <Tag color="red">{t('users.disabled')}</Tag>}
            {member.invite_expires_at && <Tag color="gold">{t('users.invitePending')}</Tag>}
          </Flex>
        </Flex>
        <Typography.Text type="secondary">
          {member.last_sign_in_at
            ? t('users.lastSignIn', { at: formatDateTime(member.last_sign_in_at, locale) })
            : t('users.neverSignedIn')}
        </Typography.Text>
        {manageable && (
          <Flex gap={8} wrap>
            <Button
              size="large"
              loading={reinvite.isPending}
              onClick={() => reinvite.mutate(member.id, { onSuccess: onLink })}
            >
              {t('users.reinvite')}
            </Button>
            <Button
              size="large"
              danger={!disabled}
              loading={status.isPending}
              onClick={() => status.mutate({ userId: member.id, status: disabled ? 'active' : 'suspend' })}
            >
              {disabled ? t('users.enable') : t('users.disable')}
            </Button>
          </Flex>
        )}
      </Flex>
    </List.Item>
  );
}

/**
 * /portal/users (the owner's: merchant-portal.manage): his merchant's members — the owner(s) and his clerks — with who
 * has not signed up yet and when each last signed in; he invites a clerk (the link shown once, to copy), gives a clerk
 * a new link or disables him. An owner is invited by the home branch.
 */
export function PortalUsersPage() {
  const { t } = useTranslation('merchantPortal');
  const users = usePortalUsers();
  const [link, setLink] = useState<MerchantUserInviteResponse | null>(null);
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }} data-testid="portal-users">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      {link && <InviteLink invite={link} />}
      <InviteForm onInvited={setLink} />
      <List<PortalUserItem>
        loading={users.isFetching}
        dataSource={users.data?.data ?? []}
        renderItem={(member) => <MemberItem key={member.id} member={member} onLink={setLink} />}
      />
    </Flex>
  );
}
