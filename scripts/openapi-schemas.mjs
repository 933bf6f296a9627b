// JSON Schemas of every API response body, generated from the TypeScript types the handlers return
// (api/src/openapi/api-schemas.ts) and written next to the compiled API, which merges them into its
// OpenAPI document. Run by `npm run build:server`, after tsc.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

const root = resolve(import.meta.dirname, '..');
const output = resolve(root, 'api/dist/openapi-schemas.json');
const schema = createGenerator({
  path: resolve(root, 'api/src/openapi/api-schemas.ts'),
  tsconfig: resolve(root, 'tsconfig.json'),
  type: 'ApiSchemas',
  expose: 'export',
  topRef: false,
  jsDoc: 'extended',
  skipTypeCheck: true,
  additionalProperties: false,
}).createSchema('ApiSchemas');
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`› ${Object.keys(schema.properties ?? {}).length} response schemas → ${output.slice(root.length + 1)}`);
