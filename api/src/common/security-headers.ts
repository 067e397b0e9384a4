import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer: API, portal, staff UI and files (ASVS 5.0 V3.4). The front ends load only their
 * own bundles, so scripts come from 'self' with no inline script; styles may be inline (emotion/MUI inject them).
 * HSTS only when the public address is HTTPS: over plain HTTP it would be ignored, and on a local start harmful.
 * Helmet's middleware is built once here: @fastify/helmet built it again, its policy parsed, on every request.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
