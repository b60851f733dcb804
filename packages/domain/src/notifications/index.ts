// The notifications module's public surface (issue 29), exported from the package's index in one line. Its texts
// reach the catalog through i18n/messages.ts, as every module's do.
export * from './notification-enums.js';
export * from './sms-segments.js';
export * from './notification-templates.js';
export * from './myanmar-phones.js';
export * from './notification-schedule.js';
export * from './notification-schemas.js';
