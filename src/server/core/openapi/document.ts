import { z } from 'zod';
import type { OpenApiInfo } from '~/server/core/auth/guard';
import { SESSION_COOKIE } from '~/server/core/auth/session';

/** One entry of `app.apiRoutes`. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: 'public' | 'admin';
  roles?: readonly string[];
  openapi?: OpenApiInfo;
}

type Json = Record<string, unknown>;

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** Fastify's `/api/x/:id` (also `:id(regex)`) becomes OpenAPI's `/api/x/{id}`. */
export function toOpenApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

export function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * zod 4 → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses). The request side is
 * described (`io: 'input'`): defaults make a field optional, transforms are ignored.
 * `$defs` (only for recursive schemas) move to components with their `$ref`s rewritten.
 */
function createConverter(components: Record<string, unknown>) {
  let counter = 0;
  return (schema: z.ZodType, io: 'input' | 'output'): Json => {
    let json: Json;
    try {
      json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
    } catch {
      return { description: 'See the route' };
    }
    delete json.$schema;
    describeRecordKeys(json);
    const defs = (json.$defs ?? {}) as Record<string, unknown>;
    delete json.$defs;
    if (!Object.keys(defs).length && !JSON.stringify(json).includes('"$ref":"#"')) return json;
    const prefix = `Schema${++counter}_`;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [k, v] of Object.entries(node)) {
        out[k] =
          k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
            ? `#/components/schemas/${prefix}${v.slice('#/$defs/'.length)}`
            : k === '$ref' && v === '#'
              ? `#/components/schemas/${prefix}root`
              : rewrite(v);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) components[`${prefix}${name}`] = rewrite(def);
    const root = rewrite(json) as Json;
    if (JSON.stringify(root).includes(`${prefix}root`)) components[`${prefix}root`] = root;
    return root;
  };
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), v)`) becomes an object with
 * `propertyNames` and every key `required`, but no `properties`: the keys it requires are
 * named nowhere (Redocly: no-required-schema-properties-undefined). Each key is written
 * out as a property with the record's value schema.
 */
function describeRecordKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(describeRecordKeys);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const keys = (schema.propertyNames as Json | undefined)?.enum;
  if (schema.type === 'object' && !schema.properties && Array.isArray(keys) && Array.isArray(schema.required)) {
    const value = (schema.additionalProperties ?? {}) as Json;
    schema.properties = Object.fromEntries(keys.map((k) => [String(k), value]));
  }
  for (const child of Object.values(schema)) describeRecordKeys(child);
}

function queryParameters(schema: Json): Json[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

function multipartSchema(body: Json | undefined, fileField: string | undefined): Json {
  const file = fileField ? { [fileField]: { type: 'string', format: 'binary' } } : {};
  if (!body) return { type: 'object', properties: file };
  if (body.type === 'object' && !body.anyOf && !body.allOf) {
    return { ...body, properties: { ...(body.properties as Json), ...file } };
  }
  return { allOf: [body, { type: 'object', properties: file }] };
}

function successStatus(method: string, doc: OpenApiInfo | undefined): string {
  if (doc?.status) return String(doc.status);
  return method === 'POST' ? '2XX' : '200';
}

export interface DocumentInfo {
  title: string;
  version: string;
  description?: string;
  /** Where the API is served (PUBLIC_URL): its paths begin with /api. */
  servers?: { url: string; description?: string }[];
  /** What each tag groups, shown beside it. */
  tagDescriptions?: Readonly<Record<string, string>>;
}

/** The OpenAPI 3.1 document for every /api route in the table. */
export function buildOpenApiDocument(routes: readonly RouteEntry[], info: DocumentInfo): Json {
  const components: Record<string, unknown> = {
    Error: {
      type: 'object',
      properties: { message: { type: 'string', description: 'Why the request failed, in English' } },
      required: ['message'],
    },
  };
  const convert = createConverter(components);
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();

  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const method = route.method.toLowerCase();
    // The catch-all 404 for unknown /api paths is not an operation.
    if (!OPERATION_METHODS.has(method) || route.url.includes('*')) continue;
    const { path, params } = toOpenApiPath(route.url);
    const doc = route.openapi;
    for (const t of doc?.tags ?? []) tags.add(t);

    const parameters: Json[] = params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (doc?.query) parameters.push(...queryParameters(convert(doc.query, 'input')));

    const operation: Json = {
      operationId: operationId(route.method, path),
      summary: doc?.summary ?? `${route.method} ${path}`,
      ...(doc?.description ? { description: doc.description } : {}),
      ...(doc?.tags?.length ? { tags: doc.tags } : {}),
      // Who may call it (docs/decisions/013-staff-roles-and-sign-in.md): an extension, as OpenAPI has no word for roles.
      ...(route.roles?.length ? { 'x-staff-roles': [...route.roles] } : {}),
      ...(parameters.length ? { parameters } : {}),
    };

    const body = doc?.body ? convert(doc.body, 'input') : undefined;
    if (doc?.multipart) {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: multipartSchema(body, doc.multipart.fileField) } },
      };
    } else if (body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: body } } };
    }

    const responses: Json = {
      [successStatus(route.method, doc)]: {
        description: 'Success',
        ...(doc?.response ? { content: { 'application/json': { schema: convert(doc.response, 'output') } } } : {}),
      },
    };
    if (body || doc?.query || doc?.multipart)
      responses['400'] = errorResponse('Invalid input: the message names the field');
    if (doc?.rateLimited) responses['429'] = errorResponse('Too many requests: try again after Retry-After seconds');
    if (route.auth === 'admin') {
      responses['401'] = errorResponse('No valid admin session');
      operation.security = [{ sessionCookie: [] }, { bearerToken: [] }];
    } else {
      // Said out loud, not left to be guessed: a public operation needs no credentials.
      operation.security = [];
    }
    if (params.length) responses['404'] = errorResponse('No such record (unknown or malformed id)');
    responses.default = errorResponse('Any other error');
    operation.responses = responses;

    (paths[path] ??= {})[method] = operation;
  }

  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, ...(info.description ? { description: info.description } : {}) },
    ...(info.servers?.length ? { servers: info.servers } : {}),
    tags: [...tags].sort().map((name) => {
      const description = info.tagDescriptions?.[name];
      return description ? { name, description } : { name };
    }),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /api/auth/login',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token answered by POST /api/auth/login',
        },
      },
    },
  };
}
