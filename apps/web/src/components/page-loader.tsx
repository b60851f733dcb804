import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** Fill the whole window (start-up) rather than the main area. */
  fullScreen?: boolean;
}

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" description={t('app.loading')} />
    </Flex>
  );
}
