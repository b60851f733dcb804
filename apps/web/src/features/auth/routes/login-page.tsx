import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { peekReturn } from '@/lib/return-to';
import { LoginForm } from '../components/login-form';
import { LoginLanguageChoice } from '../components/login-language-choice';

/**
 * The first screen most users see, often on a slow line: plain HTML and CSS (styles.css), no Ant Design, so the
 * first load stays small (README, Benchmarks: login page weight).
 */
export function LoginPage() {
  const { t } = useTranslation();
  // Why the sign-in is asked for, when a session ended under the clerk's hands (issue 26 §5).
  const [returnTo] = useState(() => peekReturn(localStorage));
  return (
    <div className="wp-login">
      <main className="wp-login-panel">
        <div className="wp-login-top">
          <strong className="wp-login-brand">{t('app.name')}</strong>
          <LoginLanguageChoice />
        </div>
        <h1>{t('login.title')}</h1>
        <p className="wp-login-subtitle">{t('login.subtitle')}</p>
        {returnTo && (
          <p className="wp-login-notice" role="status" data-testid="login-return-reason">
            {t(`login.returnReason.${returnTo.reason}`)}
          </p>
        )}
        <LoginForm />
      </main>
    </div>
  );
}
