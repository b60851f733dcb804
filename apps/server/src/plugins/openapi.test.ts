import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('the public API’s OpenAPI document', () => {
  const getApp = useTestApp('pglite');

  it('describes /api/v1 (and nothing else) in OpenAPI 3.1 from the routes’ own schemas', async () => {
    const app = getApp();
    const response = await app.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/v1/branches',
      '/api/v1/labels',
      '/api/v1/labels/{tracking_code}',
      '/api/v1/locations',
      '/api/v1/pickup-requests',
      '/api/v1/quote',
    ]);
    expect(document.components.securitySchemes.apiKey).toEqual({ type: 'http', scheme: 'bearer' });
    const create = document.paths['/api/v1/labels'].post;
    expect(create.security).toEqual([{ apiKey: [] }]);
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['destination_phone', 'deliver_branch_id']));
    expect(body.properties).not.toHaveProperty('merchant_id');
    expect(Object.keys(create.responses).sort()).toEqual(['200', '201']);
    expect(create.responses['201'].content['application/json'].schema.properties.data.required).toContain(
      'tracking_code',
    );
    // A pickup takes a key when the merchant's system sends one (issue 26 §5).
    const pickup = document.paths['/api/v1/pickup-requests'].post.parameters.find(
      (parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === 'idempotency-key',
    );
    expect(pickup).toMatchObject({ schema: { minLength: 8, maxLength: 100 } });
    expect(pickup.required).not.toBe(true);
    const list = document.paths['/api/v1/labels'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['page', 'per_page']);
  });

  it('describes the webhook a merchant receives and how its signature is checked', async () => {
    const document = (await getApp().request('GET', '/api/openapi.json')).body;
    const event = document.webhooks['label.status_changed'].post.requestBody.content['application/json'].schema;
    expect(event.required).toEqual(['id', 'type', 'created_at', 'data']);
    expect(event.properties.data.required).toEqual(
      expect.arrayContaining(['tracking_code', 'status', 'previous_status']),
    );
    expect(document.info.description).toContain('Waypost-Signature: t=<unix seconds>,v1=');
  });

  it('is browsable at /api/docs without signing in', async () => {
    const app = getApp();
    const page = await fetch(`${app.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    // Its index with a query string once redirected to itself forever.
    const index = await fetch(`${app.baseUrl}/api/docs/static/index.html?x=1`, { redirect: 'follow' });
    expect(index.status).toBe(200);
  });
});
