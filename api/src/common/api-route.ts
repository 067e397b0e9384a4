import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { Route } from '@postula/contract';
import { z } from 'zod';

type JsonSchema = { properties?: Record<string, object>; required?: string[] } & Record<string, unknown>;

/** The OpenAPI form of a contract schema: what a client sends (input) or gets (output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** One OpenAPI parameter per property of a query or path schema. */
function parameters(schema: z.ZodType | undefined, decorate: (name: string, required: boolean, schema: object) => MethodDecorator) {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => decorate(name, required.includes(name), property));
}

/**
 * A route of the contract (libs/contract ROUTES) on its controller method: answers with the route's success status and
 * documents its body, query, path parameters and answer from the same schemas, so /backend/api/docs is the contract.
 */
export function ApiRoute(route: Route) {
  const status = route.status ?? 200;
  return applyDecorators(
    HttpCode(status),
    ApiResponse({ status, description: 'Respuesta exitosa', schema: jsonSchema(route.response, 'output') }),
    ...(route.multipart ? [ApiConsumes('multipart/form-data')] : []),
    ...(route.body ? [ApiBody({ schema: jsonSchema(route.body, 'input') })] : []),
    ...parameters(route.query, (name, required, schema) => ApiQuery({ name, required, schema })),
    ...parameters(route.params, (name, required, schema) => ApiParam({ name, required, schema })),
  );
}
