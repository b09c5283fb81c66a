import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above 1 KB go out compressed when the client accepts it: brotli at quality 4 (fast
 * enough per request) or gzip. A 16-player leaderboard of ~170 KB leaves as ~10 KB, which is what
 * a phone on one bar of signal waits for. The built app's files are compressed once at build
 * time and sent as they are (serve-frontend.ts); the live stream writes its own frames. Request
 * bodies are never decompressed: a client sends JSON as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
}
