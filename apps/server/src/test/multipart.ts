import zlib from 'node:zlib';
import { webClient, type ApiResponse, type TestApp } from './test-app.js';

/** A real PNG: `width` × `height` opaque pixels of one colour, every chunk with its CRC (a viewer opens it). */
export function tinyPng({ width = 2, height = 2, rgb = [0x1f, 0x6f, 0xeb] } = {}): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export interface FormFile {
  bytes: Uint8Array;
  filename: string;
  /** The type the client declares (the server never trusts it). */
  type?: string;
}

export interface FormRequest {
  token?: string;
  /** Text fields, in order; a list sends the field several times. */
  fields?: Record<string, string | readonly string[]>;
  files?: Record<string, FormFile | readonly FormFile[]>;
  headers?: Record<string, string>;
}

/** The form as a browser's FormData sends it: text fields first, then files. */
export function formDataOf({ fields = {}, files = {} }: Pick<FormRequest, 'fields' | 'files'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
  for (const [name, value] of Object.entries(files)) {
    for (const file of 'bytes' in value ? [value as FormFile] : (value as readonly FormFile[])) {
      form.append(name, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.filename);
    }
  }
  return form;
}

/** A real multipart/form-data request to the listening app (a JSON answer is parsed, like TestApp.request). */
export async function sendForm<T = any>(
  app: Pick<TestApp, 'baseUrl'>,
  method: string,
  url: string,
  request: FormRequest = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...webClient, ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const response = await fetch(app.baseUrl + url, { method, headers, body: formDataOf(request) });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text.length > 0;
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}
