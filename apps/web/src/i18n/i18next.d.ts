import type { DomainMessages } from '@waypost/domain';
import type twoStepEn from '@/features/auth/two-step/i18n/en.json';
import type merchantPortalEn from '@/features/merchant-portal/i18n/en.json';
import type merchantUsersEn from '@/features/merchant-users/i18n/en.json';
import type notificationsEn from '@/features/notifications/i18n/en.json';
import type en from './en.json';

// Keys are typed from the English source: a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      domain: DomainMessages;
      notifications: typeof notificationsEn;
      twoStep: typeof twoStepEn;
      merchantUsers: typeof merchantUsersEn;
      merchantPortal: typeof merchantPortalEn;
    };
  }
}
