import type { Language } from '@creneau/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './page-html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What the first paint of a page needs besides index.html's own script: its page chunk and the chunks
 * it imports (modulepreload), its stylesheet (a <link>, so the server's HTML is styled before the chunk
 * runs) and its catalogues (preload: the browser reads them while it parses the script).
 */
export class PageAssets {
  private readonly manifest: Manifest;

  constructor(webDist: string) {
    const path = join(webDist, '.vite', 'manifest.json');
    this.manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
  }

  /** `page`: the module of the page, as named in the manifest (src/pages/BookingPage.tsx). */
  /** `namespaces`: those the server's render translated with. */
  links(page: string, namespaces: readonly string[], languages: readonly Language[]): string {
    const started = this.closure('index.html');
    const chunks = [...this.closure(page)].filter((key) => !started.has(key));
    const scripts = chunks.map((key) => this.manifest[key].file);
    const styles = chunks.flatMap((key) => this.manifest[key].css ?? []);
    const catalogues = languages.flatMap((language) => namespaces.map((ns) => `/locales/${language}/${ns}.json`));
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
      // crossorigin: i18next reads them with fetch() in cors mode, which a preload must match to be used.
      ...catalogues.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}" />`),
    ].join('\n    ');
  }

  private closure(key: string, into = new Set<string>()): Set<string> {
    const chunk = this.manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) this.closure(imported, into);
    return into;
  }
}
