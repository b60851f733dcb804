import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/login-form';
import { LoginLanguageChoice } from '../components/login-language-choice';

/**
 * The first screen most users see, often on a slow line: plain HTML and CSS (styles.css), no Ant Design, so the
 * first load stays small (README, Benchmarks: login page weight).
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="wp-login">
      <main className="wp-login-panel">
        <div className="wp-login-top">
          <strong className="wp-login-brand">{t('app.name')}</strong>
          <LoginLanguageChoice />
        </div>
        <h1>{t('login.title')}</h1>
        <p className="wp-login-subtitle">{t('login.subtitle')}</p>
        <LoginForm />
      </main>
    </div>
  );
}
