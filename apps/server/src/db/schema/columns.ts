import { timestamp } from 'drizzle-orm/pg-core';

/** Times are stored in UTC (timestamptz) and shown in Asia/Yangon by the clients. */
export const utcTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => utcTimestamp('created_at').notNull().defaultNow();
export const updatedAt = () => utcTimestamp('updated_at').notNull().defaultNow();
