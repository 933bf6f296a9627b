import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Json } from './json';

// Written by scripts/openapi-schemas.mjs at build time; the same path from api/src and api/dist.
const SCHEMAS_FILE = resolve(__dirname, '../../dist/openapi-schemas.json');

interface GeneratedFile {
  properties: Record<string, Json>;
  definitions: Record<string, Json>;
}

/** JSON Schema's #/definitions/X becomes the document's #/components/schemas/X. */
function rebased<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', '"#/components/schemas/')) as T;
}

/**
 * The response schemas, by name: every type the generator met, and every name of ApiSchemas (an alias
 * of the type's own schema when the names differ, e.g. Agency → AgencyEntity).
 */
export function loadResponseSchemas(file = SCHEMAS_FILE): Record<string, Json> {
  const generated = rebased(JSON.parse(readFileSync(file, 'utf8')) as GeneratedFile);
  const schemas: Record<string, Json> = { ...generated.definitions };
  for (const [name, schema] of Object.entries(generated.properties)) {
    if (schema.$ref !== `#/components/schemas/${name}`) schemas[name] = schema;
  }
  return schemas;
}
