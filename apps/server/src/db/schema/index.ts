// Every table, for Drizzle's typed handle and for drizzle-kit.
export * from './companies.js';
export * from './branch-collections.js';
export * from './locations.js';
export * from './branches.js';
export * from './roles.js';
export * from './users.js';
export * from './sessions.js';
export * from './login-throttles.js';
export * from './rate-limits.js';
export * from './audit-log.js';
export * from './reference-data-version.js';
export * from './announcements.js';
export * from './customers.js';
export * from './rate-tables.js';
export * from './labels.js';
export * from './label-tallies.js';
export * from './account-data-version.js';
