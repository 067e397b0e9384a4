import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer: API, portal, staff UI and files (ASVS 5.0 V3.4). The front ends load only their
 * own bundles, so scripts come from 'self' with no inline script; styles may be inline (emotion/MUI inject them).
 * HSTS only when the public address is HTTPS: over plain HTTP it would be ignored, and on a local start harmful.
 * The headers are the same on every answer of a process, so helmet's middleware runs once, here, to write them down,
 * and each request gets them as one object: Fastify then writes them with its own, not one raw setHeader each.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** What helmet's middleware, configured for this public address, sets on an answer (names in lower case). */
function securityHeaders(publicUrl: string): Record<string, string> {
  const https = publicUrl.startsWith('https://');
  const middleware = helmet({
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
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
