// `npm start`: from a fresh clone to a running product with demo data on one origin.
// Only Node built-ins (and ensure-install.mjs, which uses only built-ins) are imported statically:
// dependencies may not be installed yet. Everything else is loaded with import() once they are.
import { ensureInstalled } from './ensure-install.mjs';

ensureInstalled();
const { run } = await import('./lib/start-product.mjs');
await run();
