import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How answers are compressed: JSON above 2 KB as the client accepts (the web asks for it); the web app's files are
 * sent precompressed by @fastify/static and left alone. Brotli's fastest level still shrinks a list page of JSON
 * about eightfold at half the CPU of the default level 4; pages are compressed in the request rather than streamed
 * through zlib's thread pool, which costs more than it saves for payloads this small.
 *
 * `flushEachPiece`: a file streamed in pieces (an export followed while it is written) has each piece flushed out
 * of the compressor as it comes, so the download starts with the first piece instead of waiting for the
 * compressor's buffer to fill.
 */
export function compressionOptions({ flushEachPiece = false } = {}): FastifyCompressOptions {
  return {
    global: true,
    // Below it the bytes saved are not worth the CPU (the session user, ≈ 1.6 KB, is sent as it is).
    threshold: 2048,
    syncThreshold: 128 * 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
      ...(flushEachPiece ? { flush: zlib.constants.BROTLI_OPERATION_FLUSH } : {}),
    },
    zlibOptions: { level: 1, ...(flushEachPiece ? { flush: zlib.constants.Z_SYNC_FLUSH } : {}) },
  };
}
