import { describe, expect, it } from 'vitest';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('reference lists on %s', (kind) => {
  const getApp = useTestApp(kind);

  it('GET /api/branch/all lists branches with their codes', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const response = await app.request('GET', '/api/branch/all', { token });
    expect(response.status).toBe(200);
    const codes = response.body.data.map((branch: { code: string }) => branch.code);
    expect(codes).toEqual(expect.arrayContaining(['YGN', 'MDY', 'NPT', 'MYK']));
    expect(response.body.data.find((branch: { code: string }) => branch.code === 'MYK')).toMatchObject({
      type: 'agent',
      name_mm: 'မြစ်ကြီးနား ကိုယ်စားလှယ်',
      international_mail: false,
    });
    expect(response.body.data.find((branch: { code: string }) => branch.code === 'YGN')).toMatchObject({
      township_id: 'MMR013016',
      district_id: 'MMR013D002',
      region_id: 'MM-06',
    });
    expect((await app.request('GET', '/api/branch/all')).status).toBe(401);
  });

  it('GET /api/locations walks region → district → township → ward', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const regions = await app.request('GET', '/api/locations?level=region', { token });
    expect(regions.body.data).toHaveLength(15);
    const yangon = regions.body.data.find((region: { name_en: string }) => region.name_en === 'Yangon Region');
    expect(yangon).toMatchObject({ id: 'MM-06', name_mm: 'ရန်ကုန်တိုင်းဒေသကြီး', parent_id: null });
    const districts = await app.request('GET', `/api/locations?level=district&parent_id=${yangon.id}`, { token });
    expect(districts.body.data.length).toBeGreaterThanOrEqual(4);
    const east = districts.body.data.find((district: { id: string }) => district.id === 'MMR013D002');
    const townships = await app.request('GET', `/api/locations?level=township&parent_id=${east.id}`, { token });
    const pazundaung = townships.body.data.find((township: { name_en: string }) => township.name_en === 'Pazundaung');
    expect(pazundaung).toMatchObject({ postcode: '11171', level: 'township' });
    const wards = await app.request('GET', `/api/locations?level=ward&parent_id=${pazundaung.id}`, { token });
    expect(wards.body.data.length).toBeGreaterThan(5);
    expect(wards.body.data.every((ward: { postcode: string }) => ward.postcode === '11171')).toBe(true);
  });

  it('GET /api/locations searches English and Burmese names and postcodes', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const search = async (text: string) =>
      (
        await app.request('GET', `/api/locations?level=township&search=${encodeURIComponent(text)}`, { token })
      ).body.data.map((row: { name_en: string }) => row.name_en);
    expect(await search('kamar')).toContain('Kamaryut');
    expect(await search('ကမာရွတ်')).toContain('Kamaryut');
    expect(await search('11041')).toEqual(['Kamaryut']);
    expect(await search('%')).toEqual([]);
  });

  it('GET /api/locations gives each place its parent level, its serving branch’s postcode and region codes', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const list = async (query: string) => (await app.request('GET', `/api/locations?${query}`, { token })).body.data;
    const regions = await list('level=region');
    expect(regions.find((region: { id: string }) => region.id === 'MM-06')).toMatchObject({
      slug: 'YGN',
      parent_type: null,
      // The YGN branch stands in Pazundaung (11171).
      branch_postcode: '11171',
    });
    expect(regions.find((region: { id: string }) => region.id === 'MM-04')).toMatchObject({ slug: 'MDY' });
    expect(new Set(regions.map((region: { slug: string }) => region.slug)).size).toBe(15);
    // Pazundaung's wards: the YGN branch in the township itself serves them.
    const wards = await list('level=ward&parent_id=MMR013016');
    expect(wards[0]).toMatchObject({ parent_type: 'township', branch_postcode: '11171', slug: null });
    // Kamaryut has no branch of its own: the Yangon branch serves it from its region.
    expect((await list('level=township&search=11041'))[0]).toMatchObject({
      parent_type: 'district',
      branch_postcode: '11171',
    });
    // Chanayethazan (Mandalay) is MDY's.
    const chanayethazan = (await list('level=township&search=05021'))[0];
    expect(chanayethazan.branch_postcode).not.toBe('11171');
    expect(chanayethazan.branch_postcode).toMatch(/^\d{5}$/);
  });

  it('rejects an unknown level with 422', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    const response = await app.request('GET', '/api/locations?level=planet', { token });
    expect(response.status).toBe(422);
    expect(response.body.errors.level).toBeDefined();
  });
});
