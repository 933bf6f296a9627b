import type { Json } from './json';
import { listParameters } from './list-parameters';
import { ERROR_RESPONSES, HEADERS, PARAMETERS, SECURITY_SCHEMES, SESSION_SCHEME, TAGS } from './openapi-components';
import { ALLOWED_EXTENSION, PUBLIC_EXTENSION } from '../common/openapi-extensions';
import { RESPONDS_EXTENSION, type RespondsWith } from './responds.decorator';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const UNSAFE = new Set(['put', 'post', 'delete', 'patch']);
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** @nestjs/swagger writes OpenAPI 3.0's `nullable`; 3.1 says it with a type list. */
function withoutNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullable);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Json;
  const schema = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, withoutNullable(item)]));
  if (nullable === true && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  return schema;
}

function successContent(what: RespondsWith): Json | undefined {
  if (what.media) return { [what.media]: { schema: { type: 'string' } } };
  if (!what.schema) return undefined;
  const one = ref('schemas', what.schema);
  return { 'application/json': { schema: what.array ? { type: 'array', items: one } : one } };
}

function describeSuccess(operation: Json, what: RespondsWith | undefined): void {
  const responses = operation.responses as Record<string, Json>;
  const status = Object.keys(responses).find((code) => code.startsWith('2'));
  if (!status) return;
  const response = responses[status];
  if (!response.description)
    response.description = what?.description ?? (status === '204' ? 'Done; no body.' : 'Done.');
  if (!what) return;
  const content = successContent(what);
  if (content) response.content = content;
  if (what.list) {
    response.headers = {
      'Content-Range': ref('headers', 'ContentRange'),
      'Access-Control-Expose-Headers': ref('headers', 'AccessControlExposeHeaders'),
    };
    operation.parameters = [...((operation.parameters as Json[]) ?? []), ...listParameters(what.list)];
  }
}

function describeErrors(operation: Json, path: string, isPublic: boolean): void {
  const responses = operation.responses as Record<string, Json>;
  const takesInput = ((operation.parameters as Json[] | undefined)?.length ?? 0) > 0 || 'requestBody' in operation;
  if (takesInput) responses['400'] ??= ref('responses', 'BadRequest');
  if (!isPublic) {
    responses['401'] ??= ref('responses', 'Unauthenticated');
    responses['403'] ??= ref('responses', 'Forbidden');
  }
  if (path.includes('{')) responses['404'] ??= ref('responses', 'NotFound');
  responses.default ??= ref('responses', 'Error');
}

/** Security, CSRF, responses and errors of one operation, from what the decorators recorded on it. */
function completeOperation(operation: Json, method: string, path: string): void {
  const what = operation[RESPONDS_EXTENSION] as RespondsWith | undefined;
  const isPublic = operation[PUBLIC_EXTENSION] === true;
  const allowed = operation[ALLOWED_EXTENSION] as string[] | undefined;
  delete operation[RESPONDS_EXTENSION];
  delete operation[PUBLIC_EXTENSION];
  delete operation[ALLOWED_EXTENSION];
  operation.security = isPublic ? [] : [{ [SESSION_SCHEME]: [] }];
  if (!isPublic && UNSAFE.has(method)) {
    operation.parameters = [...((operation.parameters as Json[]) ?? []), ref('parameters', 'CsrfToken')];
  }
  operation.summary ??= `${method.toUpperCase()} ${path}`;
  const who = isPublic
    ? 'Public: no session needed.'
    : allowed
      ? `Allowed: ${allowed.join(', ')}.`
      : 'Any signed-in user.';
  operation.description = [operation.description, who].filter(Boolean).join('\n\n');
  describeSuccess(operation, what);
  describeErrors(operation, path, isPublic);
}

export interface DocumentSettings {
  publicUrl: string;
  responseSchemas: Record<string, Json>;
}

/**
 * Completes the document @nestjs/swagger derives from the controllers into the API's contract:
 * OpenAPI 3.1 with the response bodies generated from the handlers' own types, the error shape, the
 * session cookie on every operation that needs it (public ones say `security: []`), the CSRF header on
 * unsafe ones, react-admin's list parameters and Content-Range, the server and the licence.
 */
export function completeDocument<T extends object>(raw: T, settings: DocumentSettings): T {
  const document = withoutNullable(raw) as Json;
  const components = (document.components ?? {}) as Json;
  document.openapi = '3.1.0';
  document.info = {
    ...(document.info as Json),
    license: { name: 'GNU Affero General Public License v3.0 or later', identifier: 'AGPL-3.0-or-later' },
  };
  document.servers = [{ url: settings.publicUrl, description: 'This installation' }];
  document.tags = TAGS;
  document.components = {
    ...components,
    schemas: { ...(components.schemas as Json), ...settings.responseSchemas },
    securitySchemes: SECURITY_SCHEMES,
    parameters: PARAMETERS,
    headers: HEADERS,
    responses: ERROR_RESPONSES,
  };
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      if (item[method]) completeOperation(item[method] as Json, method, path);
    }
  }
  return document as T;
}
