import { describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('test hooks on %s', (kind) => {
  const withHooks = useTestApp(kind, { testHooks: true });
  const withoutHooks = useTestApp(kind);

  it('touching reference data moves the cache key', async () => {
    const app = withHooks();
    const token = await signIn(app, 'staff');
    const before = (await app.request('GET', '/api/cache_config', { token })).body.key;
    expect((await app.request('POST', '/api/test-hooks/touch-reference-data', { token })).status).toBe(204);
    expect((await app.request('GET', '/api/cache_config', { token })).body.key).not.toBe(before);
  });

  it('do not exist unless WAYPOST_TEST_HOOKS=1', async () => {
    const app = withoutHooks();
    const token = await signIn(app, 'staff');
    expect((await app.request('POST', '/api/test-hooks/touch-reference-data', { token })).status).toBe(404);
  });
});
