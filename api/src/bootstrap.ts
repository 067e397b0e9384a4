import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { DomainError } from '@postula/domain';
import { nestLogLevels, repoRoot, type LogLevel } from '@postula/platform';
import { normalizeTextInput, VALIDATION_MESSAGE } from '@postula/validation';
import { AppModule } from './app.module.js';
import { UPLOAD_LIMITS } from './applications/uploads/upload-limits.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { shedLoad } from './common/load-shedder.js';
import { openApiDocument } from './common/openapi.js';
import { HttpRequestContext, requestContext } from './common/request-context.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { securityLog } from './common/security-log.js';
import { TextInputPipe } from './common/text-input.pipe.js';
import type { ApiPlatform } from './platform/platform.tokens.js';

export const API_PREFIX = 'backend/api';
export const CONSISTENCY_HEADER = 'x-consistency-token';

/** Builds the HTTP application (not yet listening): the same in the api service, the all-in-one process and tests. */
export async function createApiApp(platform: ApiPlatform, options: { logLevel?: LogLevel | false } = {}): Promise<NestFastifyApplication> {
  const trust = platform.config.trustProxy;
  // A hop count: the socket's peer and the next entries leftwards in X-Forwarded-For are proxies, the one after is the client.
  const trustProxy = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
  const adapter = new FastifyAdapter({ trustProxy, bodyLimit: 1024 * 1024, genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => (req.headers['x-request-id'] as string) || randomUUID() });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(platform), adapter, {
    logger: options.logLevel === false ? false : nestLogLevels(options.logLevel ?? platform.config.logLevel),
  });
  // A quiet app (tests, the all-in-one's quiet mode) keeps the security log quiet too; a test may collect it.
  if (options.logLevel === false) securityLog.sink = () => {};
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, _reply, done) => requestContext.run(new HttpRequestContext(request.id, request), done));
  // A write tells the client the position it reached. A token sent back is not waited for: it would hold any
  // request, signed in or not, up to a position of anyone's choosing. A signed-in account's reads wait for its own
  // writes instead (OwnWrites), which covers every token that account earned.
  // Callback hooks, not async ones: every request passes them, and an async hook costs its promises each time.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const position = requestContext.getStore()?.lastPosition;
    if (position) void reply.header(CONSISTENCY_HEADER, position);
    done(null, payload);
  });
  // The body's texts are checked as soon as it is parsed, before guards, throttles or handlers read it: a body nested
  // past MAX_INPUT_DEPTH is refused here for the cost of its parse. The global pipe then sees it already normalized.
  fastify.addHook('preValidation', (request, _reply, done) => {
    const checked = normalizeTextInput(request.body);
    if (checked.errors) return done(new DomainError('invalid', VALIDATION_MESSAGE, checked.errors));
    request.body = checked.value;
    done();
  });
  registerSecurityHeaders(fastify, platform.config.publicUrl);
  shedLoad(fastify, platform.pool, API_PREFIX);
  // CSV uploads (applicants/import) arrive as a text/csv body.
  fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // Documents and the RUC certificate arrive as multipart; an oversized file is cut and refused by the handler (422, not 413).
  await fastify.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalPipes(new TextInputPipe());

  SwaggerModule.setup(`${API_PREFIX}/docs`, app, openApiDocument(app));

  await serveFrontEnds(app);
  return app;
}

/**
 * The built portal at `/` and staff UI at `/admin/`: the same mechanism whatever the apps contain. Their build writes
 * Brotli and gzip copies (scripts/precompress.mjs), served to browsers that accept them. Hashed assets never change
 * under their name, so browsers keep them for a year; index.html names the current ones, so it is checked every time.
 */
async function serveFrontEnds(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  for (const [folder, prefix] of [['portal', '/'], ['admin', '/admin/']] as const) {
    const root = join(repoRoot(), folder, 'dist');
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: ['index.html'],
      wildcard: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
}

/** Vite's output under assets/ carries a content hash in its name. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8}\.\w+(\.(br|gz))?$/;
