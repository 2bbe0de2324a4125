import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response fits a packet or two: compressing it costs more than it saves. */
const THRESHOLD_BYTES = 2048;

/**
 * API answers above a few kilobytes compressed for a client that asks (Brotli at a fast level, else gzip); the
 * console's files come precompressed from the build and are sent as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
