/** The parts of an OpenAPI 3.1 document 接口文档 shows, read defensively (the page trusts no shape). */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

/** One field of a request, as a row of the page's table. */
export interface FieldRow {
  /** Dotted for nested fields (`rules[].ruleCode`). */
  name: string;
  /** Where it goes: 路径, 查询 or 请求体. */
  location: string;
  type: string;
  required: boolean;
  constraints: string;
  description: string;
}

export interface ApiOperation {
  key: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  permission: string | null;
  isPublic: boolean;
  websocket: boolean;
  parameters: FieldRow[];
  body: FieldRow[];
  /** The body takes fields beyond those listed (checked by the handler, e.g. an online form's). */
  openBody: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const SAFE_INTEGER = 9_007_199_254_740_991;

/** The alternatives of a union, without the `null` that only says "may be empty". */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const parts = schema.anyOf ?? schema.oneOf;
  return parts ? parts.filter((p) => p.type !== 'null') : [];
}

export function typeOf(schema: JsonSchema): string {
  const union = alternatives(schema);
  if (union.length > 0) return [...new Set(union.map(typeOf))].join(' | ');
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
    (t) => t !== 'null',
  );
  if (types.length === 0) return schema.enum ? 'enum' : schema.const !== undefined ? 'const' : '任意';
  return types.map((t) => (t === 'array' && schema.items ? `${typeOf(schema.items)}[]` : t)).join(' | ');
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function range(label: string, min: number | undefined, max: number | undefined): string | null {
  const low = min !== undefined && min > -SAFE_INTEGER ? min : undefined;
  const high = max !== undefined && max < SAFE_INTEGER ? max : undefined;
  if (low === undefined && high === undefined) return null;
  if (low !== undefined && high !== undefined)
    return low === high ? `${label} ${low}` : `${label} ${low}–${high}`;
  return low !== undefined ? `${label} ≥ ${low}` : `${label} ≤ ${high}`;
}

export function constraintsOf(schema: JsonSchema): string {
  const union = alternatives(schema);
  const own = union.length === 1 && union[0] ? { ...union[0], ...schema, anyOf: undefined } : schema;
  const parts = [
    own.enum ? `可选：${own.enum.map(shown).join('、')}` : null,
    own.const !== undefined ? `固定为 ${shown(own.const)}` : null,
    range('长度', own.minLength, own.maxLength),
    range('取值', own.minimum ?? own.exclusiveMinimum, own.maximum ?? own.exclusiveMaximum),
    range('条数', own.minItems, own.maxItems),
    own.pattern ? `格式 ${own.pattern}` : null,
    own.format ? `格式 ${own.format}` : null,
    own.default !== undefined ? `默认 ${shown(own.default)}` : null,
  ];
  return parts.filter((p): p is string => p !== null).join('；');
}

/** The fields of an object schema, nested objects and arrays of objects flattened a few levels deep. */
export function fieldRows(schema: JsonSchema, location: string, prefix = '', depth = 0): FieldRow[] {
  const merged = schema.allOf ? schema.allOf.reduce<JsonSchema>(mergeObjects, schema) : schema;
  const required = new Set(merged.required ?? []);
  return Object.entries(merged.properties ?? {}).flatMap(([name, field]) => {
    const row: FieldRow = {
      name: `${prefix}${name}`,
      location,
      type: typeOf(field),
      required: required.has(name),
      constraints: constraintsOf(field),
      description: field.description ?? '',
    };
    if (depth >= 3) return [row];
    const inner = field.items?.properties ? field.items : field.properties ? field : null;
    const innerPrefix = `${prefix}${name}${field.items ? '[]' : ''}.`;
    return inner ? [row, ...fieldRows(inner, location, innerPrefix, depth + 1)] : [row];
  });
}

function mergeObjects(into: JsonSchema, part: JsonSchema): JsonSchema {
  return {
    ...into,
    properties: { ...into.properties, ...part.properties },
    required: [...(into.required ?? []), ...(part.required ?? [])],
  };
}

const LOCATIONS: Record<string, string> = { path: '路径', query: '查询' };

function parameterRows(parameters: unknown): FieldRow[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.filter(isObject).map((p) => {
    const schema = (isObject(p.schema) ? p.schema : {}) as JsonSchema;
    return {
      name: String(p.name ?? ''),
      location: LOCATIONS[String(p.in)] ?? String(p.in ?? ''),
      type: typeOf(schema),
      required: p.required === true,
      constraints: constraintsOf(schema),
      description: typeof p.description === 'string' ? p.description : (schema.description ?? ''),
    };
  });
}

function bodySchema(operation: Record<string, unknown>): JsonSchema | null {
  const body = operation.requestBody;
  if (!isObject(body) || !isObject(body.content)) return null;
  const json = body.content['application/json'];
  return isObject(json) && isObject(json.schema) ? (json.schema as JsonSchema) : null;
}

/** Every operation of the document, in its order (paths, then methods). */
export function operationsOf(document: unknown): ApiOperation[] {
  if (!isObject(document) || !isObject(document.paths)) return [];
  return Object.entries(document.paths).flatMap(([path, item]) =>
    isObject(item)
      ? METHODS.flatMap((method) => {
          const operation = item[method];
          if (!isObject(operation)) return [];
          const body = bodySchema(operation);
          const tags = Array.isArray(operation.tags) ? operation.tags : [];
          const security = Array.isArray(operation.security) ? operation.security : [];
          return [
            {
              key: `${method} ${path}`,
              method: method.toUpperCase(),
              path,
              summary: typeof operation.summary === 'string' ? operation.summary : '',
              tag: typeof tags[0] === 'string' ? tags[0] : '其他',
              permission: typeof operation['x-permission'] === 'string' ? operation['x-permission'] : null,
              isPublic: security.length === 0,
              websocket: operation['x-websocket'] === true,
              parameters: parameterRows(operation.parameters),
              body: body ? fieldRows(body, '请求体') : [],
              openBody: body !== null && (body.additionalProperties !== undefined || !body.properties),
            },
          ];
        })
      : [],
  );
}

/** The operations a search matches (path, summary or permission, ignoring case), grouped by tag. */
export function groupedOperations(
  operations: readonly ApiOperation[],
  search: string,
): { tag: string; operations: ApiOperation[] }[] {
  const needle = search.trim().toLowerCase();
  const matches = needle
    ? operations.filter((o) =>
        [o.path, o.summary, o.permission ?? ''].some((text) => text.toLowerCase().includes(needle)),
      )
    : operations;
  const groups = new Map<string, ApiOperation[]>();
  for (const operation of matches) {
    groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => ({ tag, operations: list }));
}
