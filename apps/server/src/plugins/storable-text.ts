import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Characters no text column can hold: NUL (PostgreSQL text refuses it) and UTF-16 surrogates that
 * are not part of a pair (they are not characters at all, and cannot be encoded as UTF-8).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_MESSAGE = 'contains a character that is not allowed.';

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): string[] {
  const path: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string (or object key) in `value` holding a character no text column can
 * store, or undefined. Iterative, so no nesting depth can exhaust the stack.
 */
export function findUnstorable(value: unknown): string[] | undefined {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(visit);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return pathOf(visit);
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Refuses, on every route and before any validation or handler, a request whose path parameters,
 * query string or body (JSON or form) hold a character no text column can store: a 400 naming the
 * field, never a failed query.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, read] of PARTS) {
      const path = findUnstorable(read(request));
      if (!path) continue;
      const field = path.join('.') || context;
      throw new AppError('VALIDATION_ERROR', `${field}: ${UNSTORABLE_MESSAGE}`, {
        issues: [{ path: [context, ...path].join('.'), field, message: UNSTORABLE_MESSAGE }],
      });
    }
  });
}
