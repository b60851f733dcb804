import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs one statement as the server's admin user (CREATE and DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  adminUrl: string,
  statement: string,
): Promise<pg.QueryResult<Row>> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query<Row>(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of a test's own on the server of `adminUrl` (empty, or a copy of `template`): its URL, and
 * how to drop it afterwards.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
