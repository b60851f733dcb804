import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed/seed.js';
import { hashPassword } from '../lib/passwords.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tar) that each test file starts from. */
    pgliteSnapshot: string;
    /** A migrated, seeded PostgreSQL database made for this run, or '' when TEST_DATABASE_URL is unset. */
    postgresUrl: string;
  }
}

/**
 * Runs once per `vitest run`: migrates and seeds one PGlite database and snapshots it (PGlite's cold start and the
 * seed cost seconds; each test file then loads the snapshot), and — when TEST_DATABASE_URL is set — creates a
 * throwaway PostgreSQL database, migrated and seeded, dropped again at the end.
 */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-api-test-'));
  const pglite = await openDatabase({});
  await pglite.migrate();
  await seedDatabase({ db: pglite.db, hashPassword, demo: true });
  const snapshotPath = path.join(workDir, 'pglite.tar');
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  fs.writeFileSync(snapshotPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshotPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `waypost_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await postgres.migrate();
    await seedDatabase({ db: postgres.db, hashPassword, demo: true });
    await postgres.close();
    project.provide('postgresUrl', url.toString());
    dropDatabase = async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    };
  } else {
    project.provide('postgresUrl', '');
  }

  return async () => {
    await dropDatabase();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
