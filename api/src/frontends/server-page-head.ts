import type { Language } from '@creneau/contracts';
import { escapeHtml } from './public-pages/page-html';

/** The back office's script and module-preload tags in its index.html (Vite's build). */
export const APP_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The head of the back office's index.html for a page the server draws itself (/pro/login, the agent's
 * home): up to `</head>`, without the app's tags (the page starts them itself, when it chooses), in the
 * page's language, with its title and its own inline style in place of the app's.
 */
export function serverPageHead(index: string, page: { language: Language; title: string; style: string }): string {
  return index
    .slice(0, index.indexOf('</head>'))
    .replace(APP_TAGS, '')
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${page.language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${page.title} · Créneau Pro`)}</title>`)
    .replace(/<style>[\s\S]*?<\/style>/, () => `<style>${page.style}</style>`);
}
