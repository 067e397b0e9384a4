import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { ROUTES } from '@postula/contract';
import { AppModule } from '../app.module.js';
import { API_PREFIX } from '../bootstrap.js';
import type { ApiPlatform } from '../platform/platform.tokens.js';
import { openApiDocument } from './openapi.js';

type Operation = { responses: Record<string, { content?: Record<string, { schema?: object }> }>; requestBody?: unknown; parameters?: { name: string; in: string }[] };

/** Every controller of the API, read from its modules (the document needs the routes, not a running platform). */
function allControllers(): Type[] {
  const modules = AppModule.register({} as ApiPlatform).imports ?? [];
  return modules.flatMap((m) => (typeof m === 'function' ? ((Reflect.getMetadata('controllers', m) as Type[] | undefined) ?? []) : []));
}

/** A stand-in for the controllers' collaborators: any property, call or construction gives itself back. */
const inert: unknown = new Proxy(function inert() {}, {
  get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : key === Symbol.iterator ? [][Symbol.iterator] : inert),
  apply: () => inert,
  construct: () => inert as object,
});

async function buildDocument() {
  // The document needs the routes only: the controllers' collaborators (stores, pools, queues) are never used.
  const moduleRef = await Test.createTestingModule({ controllers: allControllers() })
    .useMocker(() => inert)
    .compile();
  const app = moduleRef.createNestApplication(new FastifyAdapter(), { logger: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = openApiDocument(app);
  await app.close();
  return document;
}

describe('the OpenAPI document (/backend/api/docs) is generated from the contract', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await buildDocument()).paths as unknown as Record<string, Record<string, Operation>>;
  });

  it.each(Object.entries(ROUTES))('%s: names a response schema, and the body and parameters the contract reads', (_name, route) => {
    const operation = paths[`/${API_PREFIX}/${route.path}`]?.[route.method.toLowerCase()];
    expect(operation).toBeDefined();
    const success = operation.responses[String('status' in route ? route.status : 200)];
    expect(success?.content?.['application/json']?.schema).toEqual(expect.any(Object));
    expect(Object.keys(success!.content!['application/json'].schema!).length).toBeGreaterThan(0);
    if ('body' in route) expect(operation.requestBody).toBeDefined();
    const parameters = (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    if ('params' in route) expect(parameters).toContain('path:id');
    if ('query' in route) expect(parameters.some((p) => p.startsWith('query:'))).toBe(true);
  });

  it('documents the audit routes with their answers', () => {
    for (const view of ['events', 'state', 'diff']) expect(paths[`/${API_PREFIX}/audit/applications/{id}/${view}`].get.responses['200'].content?.['application/json'].schema).toBeDefined();
    const state = paths[`/${API_PREFIX}/audit/applications/{id}/state`].get.responses['200'].content!['application/json'].schema as { properties?: object };
    expect(Object.keys(state.properties ?? {})).toEqual(['application']);
  });
});
