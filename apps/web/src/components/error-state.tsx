import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';

interface ErrorStateProps {
  title: string;
  actionLabel: string;
  onAction: () => void;
}

/** A screen that could not be shown, with one way out. Light on purpose (no Result, no Typography): it is part of the first load. */
export function ErrorState({ title, actionLabel, onAction }: ErrorStateProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ padding: '48px 16px' }} role="alert">
      <CloseCircleFilled style={{ fontSize: 64, color: token.colorError }} />
      <h2 style={{ margin: 0, textAlign: 'center', fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {title}
      </h2>
      <Button type="primary" onClick={onAction}>
        {actionLabel}
      </Button>
    </Flex>
  );
}
