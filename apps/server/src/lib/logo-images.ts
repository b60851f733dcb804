import { createHash } from 'node:crypto';
import { logoImageLimits, logoImageTypeOf, type LogoImageType } from '@waypost/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFileField } from '../plugins/multipart-form.js';

/** A logo file field (a merchant's, a company's): a small PNG, JPEG or WebP image, its type told by its bytes. */
export const logoFileField: MultipartFileField = {
  maxBytes: logoImageLimits.maxBytes,
  tooLarge: 'logo.tooLarge',
  refuse: (bytes) => (logoImageTypeOf(bytes) ? null : 'logo.type'),
};

/** A logo as it is stored: its type, its bytes and their SHA-256 (the URL's version and the ETag). */
export interface LogoImage {
  contentType: LogoImageType;
  bytes: Uint8Array;
  sha256: string;
}

/** The logo to store for the uploaded bytes (none when no file was chosen). */
export function logoImageOf(bytes: Uint8Array | undefined): LogoImage | undefined {
  const contentType = bytes && logoImageTypeOf(bytes);
  if (!bytes || !contentType) return undefined;
  return { contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Answers with a stored logo. Its URL carries its version (`?v=`), so a browser may keep it for good (its own
 * Cache-Control: the API's default is no-store); the version is the ETag too.
 */
export function sendLogoImage(
  request: FastifyRequest,
  reply: FastifyReply,
  logo: Pick<LogoImage, 'contentType' | 'bytes' | 'sha256'>,
) {
  const etag = `"${logo.sha256}"`;
  void reply.header('cache-control', 'private, max-age=31536000, immutable').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the reply wants a Buffer either way.
  const bytes = Buffer.from(logo.bytes.buffer, logo.bytes.byteOffset, logo.bytes.byteLength);
  return reply.type(logo.contentType).send(bytes);
}
