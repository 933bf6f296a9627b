// `npm start`: from a fresh clone to a running product with demo data on one origin.
// Only Node built-ins are imported statically: dependencies may not be installed yet.
import { resolve } from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';

const root = resolve(import.meta.dirname, '..');
ensureInstalled();
const { run } = await import('./lib/start-product.mjs');
await run(root);
