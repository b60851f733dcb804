import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Times are stored in UTC (timestamptz) and shown in Asia/Yangon by the clients. */
export const utcTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => utcTimestamp('created_at').notNull().defaultNow();
export const updatedAt = () => utcTimestamp('updated_at').notNull().defaultNow();

/** Raw bytes (PostgreSQL `bytea`): node-postgres hands a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
});
