import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { sampleLabel } from '../../test/sample-label.js';
import { useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them.
describe.runIf(postgresAvailable)('Preprinted codes under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  let app: TestApp;
  let net: NetworkCompany;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
  });

  it('gives a code to exactly one of two labels created at once', async () => {
    const merchant = await createMerchant(app.db);
    for (let round = 0; round < 5; round += 1) {
      const issued = await net.call(net.tokens.ygnLead, 'POST', '/api/preprint', {
        merchant_id: merchant.id,
        type: 'smart_invoice',
        count: 1,
      });
      expect(issued.status).toBe(201);
      const code = issued.body.codes[0] as string;
      const [first, second] = await Promise.all(
        [net.tokens.ygnClerk, net.tokens.mdyClerk].map((token) =>
          net.call(token, 'POST', '/api/label', sampleLabel(net.ids.MDY, { preprint_code: code })),
        ),
      );
      expect([first!.status, second!.status].sort()).toEqual([201, 409]);
      const detail = await net.call(net.tokens.ygnLead, 'GET', `/api/preprint/${issued.body.id}`);
      expect(detail.body.data).toMatchObject({ used: 1, unused: 0 });
    }
  });
});
