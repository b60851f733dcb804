import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './zod-validation.js';

/** A file field a multipart form takes: its size limit and what its content must be. */
export interface MultipartFileField {
  maxBytes: number;
  /** The message key of a file over `maxBytes`. */
  tooLarge: string;
  /** The message key of content this field refuses (told by the bytes, never the name or declared type), or null. */
  refuse: (bytes: Uint8Array) => string | null;
}

/**
 * A route's multipart/form-data body: its text fields (one zod schema, as a JSON body has) and its file fields.
 * Declared on the route (`config.multipart`) so the bad-input test sends such bodies to it too.
 */
export interface MultipartForm<Fields extends z.ZodType = z.ZodType> {
  fields: Fields;
  files: Readonly<Record<string, MultipartFileField>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data body of this shape (readMultipartForm). */
    multipart?: MultipartForm;
  }
}

/** Text fields are short (the longest, an address, is 500 characters): larger values are refused, never kept. */
const maxFieldBytes = 8 * 1024;
const maxTextFields = 30;

/**
 * Multipart parsing for the routes of `scope` only: the plugin adds an onRequest hook to every request of its scope,
 * which the hot paths elsewhere need not pay. Busboy's limits bound what a client can make the server hold: one
 * file (or `maxFiles`), at most 30 text fields of at most 8 KB each, short field names and few part headers.
 */
export async function installMultipartForms(scope: FastifyInstance, maxFileBytes: number, maxFiles = 1): Promise<void> {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: maxFileBytes,
      files: maxFiles,
      fields: maxTextFields,
      parts: maxTextFields + maxFiles,
      fieldSize: maxFieldBytes,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

const invalidBody = () =>
  new RequestValidationError('body', [
    { code: 'custom', path: ['body'], message: 'validation.invalidErrorMessage', input: undefined },
  ]);

const fileIssue = (field: string, message: string): z.core.$ZodIssue => ({
  code: 'custom',
  path: [field],
  message,
  input: undefined,
});

const isTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Reads a multipart/form-data body: the text fields parsed with the form's schema, each file field checked for size
 * and content. Everything wrong with it is one 422 in the API's error shape (field errors, localized like a JSON
 * body's); a file over its limit stops the reading there. Limits of the parser itself (a second file, too many
 * fields) are 413, an unreadable body 422, through the error handler.
 */
export async function readMultipartForm<Fields extends z.ZodType>(
  request: FastifyRequest,
  form: MultipartForm<Fields>,
): Promise<{ fields: z.output<Fields>; files: Partial<Record<string, Uint8Array>> }> {
  if (!request.isMultipart()) throw invalidBody();
  // No prototype: a field named like an Object method is just a field (the parser refuses __proto__ itself).
  const text: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  const files: Record<string, Uint8Array> = Object.create(null) as Record<string, Uint8Array>;
  const issues: z.core.$ZodIssue[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // A JSON part is parsed by the plugin; the schema sees its text as any other field's.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const earlier = text[part.fieldname];
        // A field sent twice is kept as both values, for the schema to refuse.
        text[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
        continue;
      }
      const spec = Object.hasOwn(form.files, part.fieldname) ? form.files[part.fieldname] : undefined;
      // A file where the form takes none; its name is not echoed (it is the client's text).
      if (!spec) throw invalidBody();
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (!isTooLarge(error)) throw error;
        throw new RequestValidationError('body', [fileIssue(part.fieldname, spec.tooLarge)]);
      }
      // A browser sends an empty, nameless part for a file input left empty: no file.
      if (bytes.length === 0 && part.filename === '') continue;
      const refused = spec.refuse(bytes);
      if (refused) issues.push(fileIssue(part.fieldname, refused));
      else files[part.fieldname] = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  } catch (error) {
    // The plugin's own errors carry their 4xx (a parser limit is 413); busboy's (no boundary, a body cut short) carry
    // none and are bad input like any unreadable body, never a 500.
    if (error instanceof RequestValidationError || hasClientStatus(error)) throw error;
    throw invalidBody();
  }
  const parsed = form.fields.safeParse(text, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError('body', [...parsed.error.issues, ...issues]);
  if (issues.length > 0) throw new RequestValidationError('body', issues);
  return { fields: parsed.data, files };
}
