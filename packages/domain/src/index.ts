// The package's public surface. Each feature adds its own export lines.
export * from './i18n/locales.js';
export * from './i18n/messages.js';
export * from './errors/app-error-codes.js';
export * from './access/permissions.js';
export * from './access/roles.js';
export * from './access/route-access.js';
export * from './auth/auth-schemas.js';
export * from './format/myanmar-digits.js';
export * from './branches/branch-enums.js';
export * from './staff/staff-enums.js';
export * from './locations/location-enums.js';
export * from './announcements/announcement-schemas.js';
export * from './branches/branch-schemas.js';
export * from './locations/location-schemas.js';
