import fc from 'fast-check';
import type { MultipartForm } from '../plugins/multipart-form.js';
import { echoMarker, hostilePart, plausibleValue, shapeOf } from './hostile-inputs.js';
import { sendForm, tinyPng, type FormFile } from './multipart.js';
import type { ApiResponse, TestApp } from './test-app.js';

/**
 * A generated multipart/form-data request: text fields and files as a browser's FormData would carry them (values
 * aimed at each field of the form's schema, files of every wrong kind), or a raw body no FormData makes.
 */
export type HostileForm =
  | { kind: 'form'; fields: Record<string, string[]>; files: Record<string, FormFile[]> }
  | { kind: 'raw'; contentType: string; body: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a form field carries of any value: text (a list is the field sent several times). */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => texts(item));
  if (typeof value === 'string') return [value];
  if (isRecord(value)) return [JSON.stringify(value)];
  return [String(value)];
}

function fieldsOf(value: unknown): Record<string, string[]> {
  // A wholly hostile part (not an object) goes as one field.
  if (!isRecord(value)) return { value: texts(value) };
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([name, field]) => [name, texts(field)]),
  );
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Files a file field must refuse or survive: wrong content under an image's name, empty, too large, misplaced. */
function fileSets(name: string, maxBytes: number): fc.Arbitrary<Record<string, FormFile[]>> {
  const png = { bytes: tinyPng(), filename: 'logo.png', type: 'image/png' };
  const overLimit = new Uint8Array(maxBytes + 1);
  overLimit.set(png.bytes);
  const wrong: Record<string, FormFile[]>[] = [
    { [name]: [{ bytes: encode('not a picture'), filename: 'logo.png', type: 'image/png' }] },
    { [name]: [{ bytes: encode('<svg onload="alert(1)"/>'), filename: 'logo.svg', type: 'image/svg+xml' }] },
    { [name]: [{ bytes: encode('GIF89a'), filename: 'logo.gif', type: 'image/gif' }] },
    { [name]: [{ bytes: new Uint8Array(), filename: '' }] },
    { [name]: [{ bytes: new Uint8Array(), filename: 'empty.png' }] },
    { [name]: [{ ...png, filename: `${echoMarker}\u0000../../etc/passwd` }] },
    { [name]: [png, png] },
    { [`${echoMarker}file`]: [png] },
    { constructor: [png] },
  ];
  const none: Record<string, FormFile[]> = {};
  const valid: Record<string, FormFile[]> = { [name]: [png] };
  const tooLarge: Record<string, FormFile[]> = {
    [name]: [{ bytes: overLimit, filename: 'big.png', type: 'image/png' }],
  };
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(none) },
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 6, arbitrary: fc.constantFrom(...wrong) },
    // Over a megabyte per request: seldom, but every run has a few.
    { weight: 1, arbitrary: fc.constant(tooLarge) },
  );
}

const boundary = 'wpboundary';
const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
const disposition = (name: string) => `Content-Disposition: form-data; name="${name}"`;

/** Bodies no FormData makes: no boundary, cut short, prototype names, bad JSON parts, too many or too long fields. */
const rawForms = fc.constantFrom<{ contentType: string; body: string }>(
  { contentType: 'multipart/form-data', body: `${echoMarker}` },
  { contentType: `multipart/form-data; boundary=${boundary}`, body: '' },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\n${disposition('name')}\r\n\r\nab`,
  },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${part(disposition('__proto__'), 'x')}--${boundary}--`,
  },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${part(`${disposition('name')}\r\nContent-Type: application/json`, `{"${echoMarker}":`)}--${boundary}--`,
  },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${Array.from({ length: 40 }, (_, index) => part(disposition(`f${index}`), 'x')).join('')}--${boundary}--`,
  },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${part(disposition('address'), `${echoMarker}${'ဦ'.repeat(4_000)}`)}--${boundary}--`,
  },
  { contentType: 'application/json', body: '{"name":"JSON is not a form"}' },
  { contentType: 'text/plain', body: `${echoMarker}` },
);

/** Hostile multipart requests for a route reading `form`, around a valid example of its text fields. */
export function hostileForm(
  form: MultipartForm,
  example: Record<string, string> | undefined,
): fc.Arbitrary<HostileForm> {
  const shape = shapeOf(form.fields);
  const fields = hostilePart(shape, example ? fc.constant(example) : plausibleValue(shape));
  const [fileField] = Object.entries(form.files);
  const files = fileField ? fileSets(fileField[0], fileField[1].maxBytes) : fc.constant({});
  return fc.oneof(
    {
      weight: 7,
      arbitrary: fc
        .tuple(fields, files)
        .map(([value, files]): HostileForm => ({ kind: 'form', fields: fieldsOf(value), files })),
    },
    { weight: 1, arbitrary: rawForms.map((raw): HostileForm => ({ kind: 'raw', ...raw })) },
  );
}

/** Sends a generated form (FormData, or the raw body with its content type). */
export function sendHostileForm(
  app: TestApp,
  method: string,
  url: string,
  form: HostileForm,
  options: { token: string; headers: Record<string, string> },
): Promise<ApiResponse> {
  if (form.kind === 'raw') {
    return app.request(method, url, {
      token: options.token,
      rawBody: form.body,
      headers: { ...options.headers, 'content-type': form.contentType },
    });
  }
  return sendForm(app, method, url, {
    token: options.token,
    fields: form.fields,
    files: form.files,
    headers: options.headers,
  });
}
