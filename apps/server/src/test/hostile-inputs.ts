import fc from 'fast-check';

/**
 * What a request part looks like, read from its zod schema: enough to know which fields exist and of what kind, so
 * the bad-input test can aim hostile values at each of them.
 */
export type InputShape =
  | { kind: 'object'; fields: Record<string, InputShape> }
  | { kind: 'array'; item: InputShape }
  | { kind: 'enum'; values: readonly unknown[] }
  | { kind: 'string' | 'number' | 'boolean' | 'unknown' };

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  out?: { _zod: { def: ZodDef } };
  element?: { _zod: { def: ZodDef } };
  options?: { _zod: { def: ZodDef } }[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}

/** Reads a zod 4 schema's definition (object, wrappers, preprocess pipes, unions, enums, scalars). */
export function shapeOf(schema: unknown): InputShape {
  const def = (schema as { _zod?: { def: ZodDef } } | undefined)?._zod?.def;
  if (!def) return { kind: 'unknown' };
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, shapeOf(field)])),
      };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return shapeOf(def.innerType);
    case 'pipe':
      // z.preprocess is a pipe from a transform: the schema after it says what the field is.
      return shapeOf(def.in?._zod.def.type === 'transform' ? def.out : def.in);
    case 'array':
      return { kind: 'array', item: shapeOf(def.element) };
    case 'union': {
      const options = (def.options ?? []).map(shapeOf);
      if (options.every((option) => option.kind === 'object')) {
        // A discriminated union: every field any option has.
        const fields: Record<string, InputShape> = {};
        for (const option of options) Object.assign(fields, (option as { fields: object }).fields);
        return { kind: 'object', fields };
      }
      return options[0] ?? { kind: 'unknown' };
    }
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'enum', values: def.values ?? [] };
    case 'string':
    case 'number':
    case 'boolean':
      return { kind: def.type };
    default:
      return { kind: 'unknown' };
  }
}

/** Put into most hostile strings: an error response that contains it echoes input. */
export const echoMarker = 'qz7echo';

/**
 * Real records have small ids; a hostile value that reads as one could change someone's label on the shared test
 * database. Ids the test does use are far above any real one.
 */
function looksLikeRealId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 2_000_000_000;
  // A path parameter is the value as text: [5] is "5".
  if (Array.isArray(value)) {
    try {
      return looksLikeRealId(String(value));
    } catch {
      // An array holding an object without a prototype has no text: it reads as no id at all.
      return false;
    }
  }
  return typeof value === 'string' && /^\s*\+?\d{1,9}\s*$/.test(value);
}

// NUL is the one PostgreSQL refuses outright, so it comes up as often as all the others together.
const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.oneof(
    fc.integer({ min: 1, max: 31 }).map((code) => String.fromCharCode(code)),
    fc.constant('\u007f'),
  ),
);
const controlText = fc
  .tuple(fc.string({ maxLength: 6 }), controlCharacter, fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => `${before}${echoMarker}${control}${after}`);
const oddUnicode = fc.constantFrom(
  '\ud800',
  'x\udfff',
  '\ufeffBOM',
  'zero\u200b\u200dwidth',
  '\u202eright-to-left',
  'e\u0301\u0301\u0301\u0301',
  'line\u2028separator',
  '\u00a0',
  '𝕏📦👩‍👩‍👧',
  'ဦး‌အောင်ဇော်ဂျီ',
  '１２３',
  '၁၂၃၄၅၆၇၈၉၀',
  '\uffff\ufffe',
  '%00%',
  '_%\\',
  "' OR 1=1 --",
  '"; DROP TABLE labels; --',
  '../../etc/passwd',
  '${7*7}{{constructor}}',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
);
// Past every field's maximum, yet short enough for a URL: longer ones would all stop at the 16 KB header limit.
const longText = fc
  .tuple(fc.integer({ min: 101, max: 1_500 }), fc.constantFrom('x', 'ဦ'))
  .map(([length, char]) => `${echoMarker}${char.repeat(length)}`);
const anyText = fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `${echoMarker}${text}`);
const hugeNumbers = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e-300,
  -0,
  0,
  -1,
  0.5,
);
const numberTexts = fc.constantFrom(
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e308',
  '9'.repeat(400),
  '0x1F',
  '1_000',
  '2147483648',
  '-0',
  '၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉၉',
  ' ',
  '',
);
const wrongTypes = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, ['a', null], { a: 'b' }),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
);
/** Nested arrays or objects; in a URL (query, path) the depth stays low enough to fit the 16 KB request head. */
const deepNesting = (maxDepth: number) =>
  fc.tuple(fc.integer({ min: 20, max: maxDepth }), fc.boolean()).map(([depth, arrays]) => {
    let value: unknown = echoMarker;
    for (let level = 0; level < depth; level++) value = arrays ? [value] : { a: value };
    return value;
  });

/** A value meant to break a field of the given kind (or any field: wrong types and structures go everywhere). */
export function hostileValue(shape: InputShape, { inUrl = false }: { inUrl?: boolean } = {}): fc.Arbitrary<unknown> {
  const text = fc.oneof(controlText, oddUnicode, longText, anyText);
  const numbers = fc.oneof(hugeNumbers, numberTexts);
  const everywhere = fc.oneof(wrongTypes, deepNesting(inUrl ? 200 : 2_000));
  const aimed =
    shape.kind === 'number'
      ? numbers
      : shape.kind === 'string' || shape.kind === 'enum'
        ? fc.oneof(text, numbers)
        : fc.oneof(text, numbers, everywhere);
  return fc
    .oneof({ weight: 4, arbitrary: aimed }, { weight: 1, arbitrary: everywhere })
    .filter((value) => !looksLikeRealId(value));
}

/** Header values must be what HTTP allows (visible ASCII, space, tab, obs-text), or the client refuses to send. */
export const hostileHeaderValue = fc
  .oneof(
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 300 }),
    fc.constantFrom(`${echoMarker}\tkey-with-tab`, 'short', `${echoMarker}${'k'.repeat(5_000)}`, '\u00ff\u0080'),
  )
  .map((value) => value.replace(/\u007f/g, ''));

type Path = (string | number)[];

/** Every field path a shape names (a.b, items.0.c), so each can be aimed at. */
export function fieldPaths(shape: InputShape, prefix: Path = []): Path[] {
  if (shape.kind === 'object') {
    return Object.entries(shape.fields).flatMap(([key, field]) => [
      [...prefix, key],
      ...fieldPaths(field, [...prefix, key]),
    ]);
  }
  if (shape.kind === 'array') return fieldPaths(shape.item, [...prefix, 0]);
  return [];
}

function shapeAt(shape: InputShape, path: Path): InputShape {
  let current: InputShape = shape;
  for (const key of path) {
    if (current.kind === 'object') current = current.fields[String(key)] ?? { kind: 'unknown' };
    else if (current.kind === 'array') current = current.item;
    else return { kind: 'unknown' };
  }
  return current;
}

function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  const container: Record<string | number, unknown> =
    typeof base === 'object' && base !== null
      ? ((Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>)
      : {};
  container[key] = withValueAt(container[key], rest, value);
  return container;
}

/** A plausible value of a shape, for parts the test has no example of. */
export function plausibleValue(shape: InputShape): fc.Arbitrary<unknown> {
  switch (shape.kind) {
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(shape.fields).map(([key, field]) => [key, plausibleValue(field)]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'array':
      return fc.array(plausibleValue(shape.item), { maxLength: 2 });
    case 'enum':
      return fc.constantFrom(...shape.values);
    case 'number':
      return fc.integer({ min: 2_000_000_000, max: 2_147_483_647 });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.string({ minLength: 1, maxLength: 12 });
  }
}

/**
 * One request part: the example as is, the example with one to three fields replaced by hostile values, or a wholly
 * hostile part (wrong type, deep nesting).
 */
export function hostilePart(
  shape: InputShape,
  example: fc.Arbitrary<unknown>,
  options: { inUrl?: boolean } = {},
): fc.Arbitrary<unknown> {
  const paths = fieldPaths(shape);
  const aimedAtFields =
    paths.length === 0
      ? hostileValue(shape, options)
      : fc
          .tuple(
            example,
            fc.array(
              fc
                .constantFrom(...paths)
                .chain((path) => hostileValue(shapeAt(shape, path), options).map((value) => ({ path, value }))),
              { minLength: 1, maxLength: 3 },
            ),
          )
          .map(([base, changes]) => changes.reduce((part, { path, value }) => withValueAt(part, path, value), base));
  return fc.oneof(
    { weight: 1, arbitrary: example },
    { weight: 6, arbitrary: aimedAtFields },
    { weight: 1, arbitrary: hostileValue({ kind: 'unknown' }, options) },
  );
}

/** Raw bodies no JSON.stringify would produce: prototype pollution, broken and odd JSON. */
export const hostileRawBody = fc.constantFrom(
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"user_name":',
  '[',
  'null',
  '1e400',
  `"${echoMarker}\\u0000"`,
  `{"${echoMarker}":"\\ud800"}`,
  '\u0000',
  '',
);
