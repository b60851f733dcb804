import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp } from '../test/test-app.js';

/** A built web app in miniature: index.html and one fingerprinted script. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-web-log-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd.js'), 'console.log(1);');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe.each(databaseKinds)('the request log on %s', (kind) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const getApp = useTestApp(
    kind,
    { webDistDir: webDist, loginMaxFailuresPerIp: 10_000 },
    { logger: { level: 'info', stream } },
  );

  /**
   * The log lines written from `send` on, up to and including the line of the API request `until` (a line is
   * written once its response is sent, so the client may read the answer first: wait for it).
   */
  async function logged(send: () => Promise<unknown>, until: string) {
    const before = lines.length;
    await send();
    await expect.poll(() => lines.slice(before).some((line) => line.url === until)).toBe(true);
    return lines.slice(before);
  }

  it('logs nothing for the web app and its files', async () => {
    const { baseUrl } = getApp();
    const written = await logged(async () => {
      expect((await fetch(`${baseUrl}/assets/app-Ab12Cd.js`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/label/search`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    }, '/api/health');
    // Only the API request's line: none for the script or the page.
    expect(written).toEqual([expect.objectContaining({ msg: 'request', url: '/api/health', status: 200 })]);
  });

  it('logs one line per API request: method, URL without personal query values, status and time', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const url = '/api/label?tab=search&page=2&phone=…&search=…';
    const written = await logged(
      () => app.request('GET', '/api/label?tab=search&page=2&phone=09421234567&search=Ko%20Aung', { token }),
      url,
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url,
      status: 200,
    });
    expect(written[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(written)).not.toMatch(/09421234567|Aung|authorization|Bearer/i);

    const refused = await logged(() => app.request('GET', '/api/active_account'), '/api/active_account');
    expect(refused).toEqual([expect.objectContaining({ method: 'GET', url: '/api/active_account', status: 401 })]);
  });
});
