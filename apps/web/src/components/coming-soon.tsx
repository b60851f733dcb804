import { ToolOutlined } from '@ant-design/icons';
import { Button, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ComingSoonProps {
  /** The screen's name, already translated. */
  screen: string;
}

/** A screen that is routed and guarded but not built yet: says so plainly instead of showing a blank page. */
export function ComingSoon({ screen }: ComingSoonProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Result
      data-testid="coming-soon"
      icon={<ToolOutlined style={{ color: token.colorPrimary }} />}
      title={t('comingSoon.title')}
      subTitle={t('comingSoon.description', { screen })}
      extra={
        <Link to="/">
          <Button type="primary">{t('errors.backHome')}</Button>
        </Link>
      }
    />
  );
}
