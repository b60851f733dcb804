import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from './test/test-app.js';

/** A built web app in miniature: index.html and one fingerprinted script with its .br and .gz copies. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-web-'));
const script = `console.log(${JSON.stringify('ဝေးပို့စ် '.repeat(200))});`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd.js'), script);
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd.js.gz'), zlib.gzipSync(script));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe.each(databaseKinds)('the web app files on %s', (kind) => {
  const getApp = useTestApp(kind, { webDistDir: webDist });

  it('sends a fingerprinted asset precompressed as the browser accepts, cached for good', async () => {
    const { baseUrl } = getApp();
    const brotli = await fetch(`${baseUrl}/assets/app-Ab12Cd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toBe(script);

    const gzip = await fetch(`${baseUrl}/assets/app-Ab12Cd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);

    const plain = await fetch(`${baseUrl}/assets/app-Ab12Cd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('never lets a browser keep index.html without asking, at / or at a screen path', async () => {
    const { baseUrl } = getApp();
    for (const url of ['/', '/login', '/label/search']) {
      const response = await fetch(baseUrl + url);
      expect({ url, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('sends the page headers with the web app: its script policy, Permissions-Policy, no framing', async () => {
    const { baseUrl } = getApp();
    for (const url of ['/login', '/assets/app-Ab12Cd.js']) {
      const response = await fetch(baseUrl + url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });
});
