import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { demoPassword } from './support/shell';
import { demoAccounts, tokensFile } from './support/session';

const webAssets = fileURLToPath(new URL('../apps/web/dist/assets', import.meta.url));

/**
 * Once per run, before any test: signs each demo account in (one argon2 hash each, instead of one per test) and
 * warms the freshly started server — the web app's files and the API's first queries — so no test's first
 * navigation pays the cold start inside its own wait. Nothing here has a time budget of its own: it
 * runs as long as the machine needs.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('global setup: no baseURL');
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(url, baseURL), { headers });
    if (!response.ok) throw new Error(`global setup: GET ${url} answered ${response.status}`);
    return response;
  };

  const tokens: Record<string, string> = {};
  for (const account of demoAccounts) {
    const response = await fetch(new URL('/api/login', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: account, password: demoPassword }),
    });
    if (!response.ok) throw new Error(`global setup: sign-in as ${account} answered ${response.status}`);
    tokens[account] = ((await response.json()) as { token: string }).token;
  }
  fs.mkdirSync(path.dirname(tokensFile), { recursive: true });
  fs.writeFileSync(tokensFile, JSON.stringify(tokens));

  // Every file of the build, lazy route chunks included (the first test to open a screen would load its chunk cold).
  await get('/');
  for (const file of fs.readdirSync(webAssets)) await get(`/assets/${file}`);
  const staff = { 'x-api-token': 'waypost-web', authorization: `Bearer ${tokens.staff}` };
  for (const url of ['/api/active_account', '/api/branch/all', '/api/label?tab=search', '/api/label?tab=inbox']) {
    await get(url, staff);
  }
}
