import { z } from 'zod';
import type { DeclaredInput, RegisteredRoute } from './routeRegistry.ts';

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
  'x-permission'?: string;
  'x-websocket'?: true;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

const TOKEN = 'token';
const ENVELOPE_REF = { $ref: '#/components/schemas/Result' };

const converted = new WeakMap<z.ZodType, JsonSchema>();
const shownAs = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A route schema that checks only part of its input before the handler (the rest is checked after the
 * handler has turned what a form shows into what it means): the API description shows `shown` instead.
 */
export function documentedAs<S extends z.ZodType>(schema: S, shown: z.ZodType): S {
  shownAs.set(schema, shown);
  return schema;
}

/** JSON Schema of what a client sends; a part zod cannot describe (a transform, a custom check) is any value. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const known = converted.get(schema);
  if (known) return known;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(shownAs.get(schema) ?? schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  converted.set(schema, rest);
  return rest;
}

/** The named fields of an object schema, with whether each is required. */
function fieldsOf(schema: JsonSchema): [string, JsonSchema, boolean][] {
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties as Record<string, JsonSchema>).map(([name, field]) => [
    name,
    field,
    required.has(name),
  ]);
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

const pathNames = (url: string) => [
  ...[...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? ''),
  ...(url.endsWith('*') ? ['path'] : []),
];

function parametersOf(route: RegisteredRoute, input: DeclaredInput): Parameter[] {
  const declaredPath = input.params ? fieldsOf(jsonSchemaOf(input.params)) : [];
  const path = pathNames(route.url).map((name): Parameter => {
    const field = declaredPath.find(([declared]) => declared === name)?.[1];
    return {
      name,
      in: 'path',
      required: true,
      schema: field ?? { type: 'string' },
      ...(name === 'path' && route.url.endsWith('*') ? { description: '其余路径' } : {}),
    };
  });
  const query = input.querystring
    ? fieldsOf(jsonSchemaOf(input.querystring)).map(
        ([name, schema, required]): Parameter => ({
          name,
          in: 'query',
          required,
          schema,
          ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        }),
      )
    : [];
  return [...path, ...query];
}

function operationOf(route: RegisteredRoute, basePath: string, summary: string | null): Operation {
  const inner = route.url.slice(basePath.length);
  const tag = inner.split('/').find((segment) => segment.length > 0) ?? 'root';
  const parameters = parametersOf(route, route.input);
  const responses: Operation['responses'] = {
    '200': {
      description: route.websocket
        ? '升级为 WebSocket'
        : '统一返回格式（success 为 false 时 message 为原因）',
      ...(route.websocket ? {} : { content: { 'application/json': { schema: ENVELOPE_REF } } }),
    },
    '400': { description: '请求参数错误（message 为第一个问题）' },
  };
  if (!route.public) {
    responses['401'] = { description: '未登录或 Token 无效' };
    responses['403'] = { description: '没有该接口的权限' };
  }
  return {
    operationId: `${route.method.toLowerCase()}${inner.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(summary ? { summary } : {}),
    tags: [tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.input.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(route.input.body) } },
          },
        }
      : {}),
    responses,
    security: route.public ? [] : [{ [TOKEN]: [] }],
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(route.websocket ? { 'x-websocket': true as const } : {}),
  };
}

/** The API routes an OpenAPI document describes: those under the base path. */
export const apiRoutes = (routes: readonly RegisteredRoute[], basePath: string) =>
  routes.filter((route) => route.url.startsWith(`${basePath}/`));

/**
 * The OpenAPI 3.1 description of every route under the base path, from what each route declares: its
 * permission (`x-permission`, the apiKey `X-Access-Token` unless public), its input schemas (as JSON Schema)
 * and its summary (`config.summary`, else `summaryOf` its permission, e.g. the permission's menu name).
 */
export function openApiDocument(
  routes: readonly RegisteredRoute[],
  basePath: string,
  summaryOf: (permission: string) => string | undefined,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of apiRoutes(routes, basePath)) {
    const summary = route.summary ?? (route.permission ? (summaryOf(route.permission) ?? null) : null);
    const operation = operationOf(route, basePath, summary);
    for (const tag of operation.tags) tags.add(tag);
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HCS API',
      version: '1',
      description:
        '由各路由声明的权限与输入 schema 生成。除公开接口外，请求头 X-Access-Token 携带登录令牌；x-permission 为接口所需的按钮权限。',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { [TOKEN]: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      schemas: {
        Result: {
          type: 'object',
          properties: {
            success: { type: 'boolean' },
            message: { type: 'string' },
            code: { type: 'integer', description: '200 成功；500 业务失败；510 警告；201 导入部分成功' },
            result: {},
            timestamp: { type: 'integer' },
          },
          required: ['success', 'message', 'code', 'result', 'timestamp'],
        },
      },
    },
  };
}
