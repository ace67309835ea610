import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Endpoint } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const CODE_DESCRIPTION =
  '0 ok; 1 business or validation error (messages joined by ","); 401 login required; 404 not found; ' +
  '429 too many requests; 500 server error. Always sent with HTTP 200.';

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/** OpenAPI 3.1 from the contract: each answer is described inside the `{code, message, data}` envelope. */
export function buildOpenApiDocument(
  endpoints: Endpoint[],
  options: { version: string; serverUrl?: string },
) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.area],
      parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
      responses: {
        200: {
          description: 'The MeEdu envelope; `data` is described here for code 0.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['code', 'message', 'data'],
                properties: {
                  code: { type: 'integer', description: CODE_DESCRIPTION },
                  message: { type: 'string', description: 'empty on success, else the reason (Chinese)' },
                  data: toSchema(endpoint.response, 'output'),
                },
              },
            },
          },
        },
      },
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
      };
    }
    if (endpoint.auth !== 'public') {
      operation.security = endpoint.auth === 'optional' ? [{ bearer: [] }, {}] : [{ bearer: [] }];
    }
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shuyuan API',
      version: options.version,
      description:
        'The MeEdu-compatible API of Shuyuan. Every answer is HTTP 200 with `{code, message, data}`; ' +
        'generated from packages/contract.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/**
 * /api/docs (viewer) and /api/docs/json. Call after every module is registered: the document lists the
 * contract endpoints this server registered, so it never describes a route that does not exist.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const document = buildOpenApiDocument([...app.registeredEndpoints.values()], {
    version,
    serverUrl: app.config.publicUrl,
  });
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
