import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../seed/seed.js';
import { hashPassword } from '../lib/passwords.js';
import { scratchDir } from './scratch-dir.js';
import { adminQuery } from './throwaway-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory: each test app gets a copy of its own (test-databases.ts). */
    pgliteTemplateDir: string;
    /** TEST_DATABASE_URL (a server where the user may create databases), or '' when it is unset. */
    postgresAdminUrl: string;
    /** A migrated, seeded PostgreSQL database of this run that each test app's database is created from, or ''. */
    postgresTemplate: string;
  }
}

/**
 * Runs once per `vitest run`: migrates and seeds one PGlite data directory and — when TEST_DATABASE_URL is set — one
 * PostgreSQL database, both made once (migrating and seeding cost seconds) and copied for every test app, so test
 * files never share a database and can run side by side. The PostgreSQL template is closed to connections (CREATE
 * DATABASE … TEMPLATE needs it idle), and it and every copy left behind are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(scratchDir(), 'waypost-api-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const templateName = `waypost_test_${process.pid}_${Date.now().toString(36)}`;

  const preparePglite = async () => {
    const templateDir = path.join(workDir, 'pglite-template');
    const pglite = await openDatabase({ dataDir: templateDir });
    await pglite.migrate();
    await seedDatabase({ db: pglite.db, hashPassword, demo: true });
    await pglite.close();
    return templateDir;
  };
  const preparePostgres = async () => {
    if (!adminUrl) return '';
    await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const postgres = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await postgres.migrate();
    await seedDatabase({ db: postgres.db, hashPassword, demo: true });
    await postgres.close();
    await adminQuery(adminUrl, `ALTER DATABASE ${templateName} WITH ALLOW_CONNECTIONS false`);
    return templateName;
  };
  // PGlite works in this process, PostgreSQL in its server: the two take both cores.
  const [pgliteTemplateDir, postgresTemplate] = await Promise.all([preparePglite(), preparePostgres()]);
  project.provide('pgliteTemplateDir', pgliteTemplateDir);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (adminUrl) {
      const { rows } = await adminQuery<{ datname: string }>(
        adminUrl,
        `SELECT datname FROM pg_database WHERE datname LIKE '${templateName}%'`,
      );
      for (const { datname } of rows) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
