import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The operations of the app's own OpenAPI document, and well-formed sample requests built from
 * their schemas, so tests can send every operation good and bad input without a list of routes
 * that could drift from the code.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ url: '/api/docs/json' });
  const doc = res.json<OpenApiDocument>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined,
    })),
  );
}

/** Values that satisfy the patterns the contracts use. */
const PATTERN_EXAMPLES: [RegExp, string][] = [
  [/^\^\[A-Z\]\{3\}\$$/, 'LGW'],
  [/^\^\[A-Z\]\{2\}\\d\{6\}\$$/, 'SW123456'],
  [/\[01\]\\d\|2\[0-3\]/, '10:05'],
  [/\\\.svg\$$/, 'hotel-1.svg'],
  // A tourist tax place: a country's own rule ('MT') or a region's ('ES-12').
  [/^\^\[A-Z\]\{2\}\(\?:-\\d\{1,9\}\)\?\$$/, 'MT'],
];

export interface SampleContext {
  /** A date (yyyy-mm-dd) a little ahead, for date fields. */
  date: string;
  /** Values for fields and parameters of these names (an itinerary uuid, say). */
  named: Record<string, unknown>;
  /** Whole bodies and path values for operations ("POST /api/…"), where a real one is known. */
  operations?: Record<string, { body?: unknown; path?: Record<string, unknown> }>;
}

/** A well-formed value for `schema` (first enum value, smallest valid size, sensible text). */
export function sample(schema: JsonSchema, context: SampleContext, name = ''): unknown {
  if (name in context.named) return context.named[name];
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) {
    return sample(choice.find((s) => s.type !== 'null') ?? choice[0], context, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(inner, context, key);
      }
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        out.field = sample(schema.additionalProperties, context, 'field');
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: count }, () => sample(schema.items ?? {}, context, name));
    }
    case 'integer':
    case 'number': {
      const low =
        (schema.minimum ?? 1) +
        (schema.exclusiveMinimum === true || schema.exclusiveMinimum === 0 ? 1 : 0);
      return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, context);
    default:
      return 'sample';
  }
}

function sampleString(schema: JsonSchema, context: SampleContext): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return context.date;
  if (schema.format === 'date-time') return `${context.date}T10:00:00.000Z`;
  if (schema.format === 'email') return 'traveller@example.co.uk';
  const pattern = schema.pattern;
  if (pattern) {
    const example = PATTERN_EXAMPLES.find(([match]) => match.test(pattern))?.[1];
    if (example) return example;
  }
  const text = 'Sample text';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

/** A request for `operation`: its path filled in, its query string, headers and JSON body. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** undefined: no body at all. */
  body: unknown;
  /** Send the body form-encoded instead of as JSON. */
  form?: boolean;
}

export function sampleRequest(
  operation: Operation,
  context: SampleContext,
  headers: Record<string, string>,
): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, headers: { ...headers }, body: undefined };
  for (const parameter of operation.parameters) {
    const value = sample(parameter.schema, context, parameter.name);
    if (parameter.in === 'path') parts.path[parameter.name] = value;
    else if (parameter.in === 'query') parts.query[parameter.name] = value;
    else parts.headers[parameter.name] = String(value);
  }
  if (operation.body) parts.body = sample(operation.body, context);
  const known = context.operations?.[`${operation.method} ${operation.path}`];
  if (known?.body !== undefined) parts.body = structuredClone(known.body);
  if (known?.path) parts.path = { ...parts.path, ...known.path };
  return parts;
}

/** Text already percent-encoded, put in a URL as it is (for malformed encodings). */
export class RawText {
  constructor(readonly encoded: string) {}
}

/**
 * Percent-encodes any string, a lone surrogate too: as the three bytes UTF-8 would give it (which
 * are not valid UTF-8), the way a client could send it.
 */
export function encodeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(value[i] ?? '');
    }
  }
  return out;
}

function encodeValue(value: unknown): string {
  if (value instanceof RawText) return value.encoded;
  return encodeText(typeof value === 'string' ? value : JSON.stringify(value));
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeText(key)}=${encodeValue(item)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The URL: each path value percent-encoded (whatever its type), then the query string. */
export function urlOf(operation: Operation, parts: RequestParts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeValue(parts.path[name]),
  );
  return path + queryString(parts.query);
}

export function send(
  app: FastifyInstance,
  operation: Operation,
  parts: RequestParts,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: operation.method,
    url: urlOf(operation, parts),
    headers: { ...parts.headers },
  };
  if (parts.body !== undefined) {
    if (parts.form) {
      options.headers = { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' };
      const fields = (parts.body ?? {}) as Record<string, unknown>;
      options.payload = Object.entries(fields)
        .map(([key, value]) => `${encodeText(key)}=${encodeValue(value)}`)
        .join('&');
    } else {
      options.headers = { ...options.headers, 'content-type': 'application/json' };
      options.payload = JSON.stringify(parts.body);
    }
  }
  return app.inject(options);
}

/** Every leaf (and inner object/array) of a JSON value, by path: what a fuzz can replace. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index], ...pathsOf(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key], ...pathsOf(item, [...prefix, key]));
    }
  }
  return out;
}

/** A deep copy of `value` with the thing at `path` replaced (or removed, for `REMOVE`). */
export const REMOVE = Symbol('remove');
export function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  const copy = structuredClone(value);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) return next === REMOVE ? undefined : next;
  if (next === REMOVE) {
    if (Array.isArray(at) && typeof last === 'number') at.splice(last, 1);
    else Reflect.deleteProperty(at, last);
  } else {
    at[last] = next;
  }
  return copy;
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}
