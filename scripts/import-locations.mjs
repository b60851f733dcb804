// Copies the Myanmar location reference data the product needs from ../shared/data/mm-locations into
// apps/server/seed-data/locations.json (compact rows). Run again when the source data changes:
//   node scripts/import-locations.mjs [source-dir]
import fs from 'node:fs';
import path from 'node:path';

const source = path.resolve(process.argv[2] ?? '../shared/data/mm-locations');
const target = path.resolve('apps/server/seed-data');
const read = (file) => JSON.parse(fs.readFileSync(path.join(source, file), 'utf8'));

const regions = read('regions.json');
const districts = read('districts.json');
const townships = read('townships.json');
const townshipPostcode = new Map(townships.map((township) => [township.id, township.postcode]));
// Wards and village tracts carry no legacy 5-digit code in the source; they take their township's, which is what a
// counter clerk writes on a label. 13 records with no township (Wa area) are left out: they cannot be picked.
const withTownship = (rows) => rows.filter((row) => row.parent_id && townshipPostcode.has(row.parent_id));
const wards = withTownship(read('wards.json'));
const villageTracts = withTownship(read('village_tracts.json'));

const row = (level, record, postcode = record.postcode) => [
  record.id,
  level,
  record.name_en,
  record.name_mm ?? record.name_en,
  postcode ?? null,
  record.parent_id ?? null,
];
const rows = [
  ...regions.map((record) => row('region', record)),
  ...districts.map((record) => row('district', record)),
  ...townships.map((record) => row('township', record)),
  ...wards.map((record) => row('ward', record, townshipPostcode.get(record.parent_id))),
  ...villageTracts.map((record) => row('village_tract', record, townshipPostcode.get(record.parent_id))),
];
fs.mkdirSync(target, { recursive: true });
fs.writeFileSync(
  path.join(target, 'locations.json'),
  JSON.stringify({ columns: ['id', 'level', 'name_en', 'name_mm', 'postcode', 'parent_id'], rows }) + '\n',
);
fs.copyFileSync(path.join(source, 'SOURCE.md'), path.join(target, 'LOCATIONS-SOURCE.md'));
const count = (level) => rows.filter((r) => r[1] === level).length;
console.log(
  `locations.json: ${rows.length} places — ${count('region')} regions, ${count('district')} districts, ` +
    `${count('township')} townships, ${count('ward')} wards, ${count('village_tract')} village tracts`,
);
