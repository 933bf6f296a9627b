import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers: { url: string }[];
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document with its path and method. */
export function operationsOf(document: OpenApiDocument): { path: string; method: string; operation: Json }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] })),
  );
}

/**
 * Checks bodies against the schemas the document gives each operation's responses, with Ajv's JSON
 * Schema 2020-12 (the dialect of OpenAPI 3.1). Returns the errors, empty when the body conforms.
 */
export function responseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const compiled = new Map<string, ValidateFunction>();
  const resolve = (value: Json): Json => {
    const target = typeof value.$ref === 'string' ? value.$ref.replace('#/components/', '') : null;
    if (!target) return value;
    const [kind, name] = target.split('/');
    return document.components[kind][name];
  };
  return (method: string, path: string, status: number, body: unknown): string[] => {
    const operation = document.paths[path]?.[method];
    if (!operation) return [`${method.toUpperCase()} ${path} is not documented`];
    const responses = operation.responses as Record<string, Json>;
    const documented = responses[String(status)] ?? responses.default;
    if (!documented) return [`${method.toUpperCase()} ${path} documents no ${status}`];
    const content = resolve(documented).content as Record<string, { schema: Json }> | undefined;
    const schema = content?.['application/json']?.schema;
    if (!schema) return [`${method.toUpperCase()} ${path} ${status} documents no JSON body`];
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      // The schema's own references point into the document, which Ajv knows as "openapi".
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Json;
      compiled.set(key, ajv.compile(rebased));
    }
    const validate = compiled.get(key)!;
    return validate(body)
      ? []
      : (validate.errors ?? []).map((error) => `${key}: ${error.instancePath || '/'} ${error.message ?? ''}`);
  };
}
