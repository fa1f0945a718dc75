/**
 * Compression of what the server writes itself (API answers, index.html without a .gz beside it).
 * Built assets are compressed once at build time (vite.config.ts) and sent as they are
 * (@fastify/static preCompressed); those already carry Content-Encoding and pass through here.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Below this an answer fits in a packet or two anyway; compressing it costs more than it saves.
const THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    // gzip only for answers made per request: brotli's better ratio costs far more CPU at request time.
    encodings: ['gzip'],
  });
}
