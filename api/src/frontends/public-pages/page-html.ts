import { LANGUAGES, type Language } from '@creneau/contracts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute, on PUBLIC_URL, without the language. */
  url: string;
  image?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const withLanguage = (url: string, language: Language) => `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;

/** What search engines and link previews (WhatsApp, SMS apps, social sites) read of a page. */
export function headTags(head: PageHead, language: Language): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(withLanguage(head.url, language))}" />`,
    ...LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(withLanguage(head.url, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Créneau'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', withLanguage(head.url, language)),
    meta('property', 'og:locale', { fr: 'fr_FR', nl: 'nl_BE', en: 'en_GB' }[language]),
    ...(head.image
      ? [meta('property', 'og:image', head.image), meta('name', 'twitter:card', 'summary_large_image')]
      : []),
  ].join('\n    ');
}

export interface IndexParts {
  /** The page's own head tags; the built index.html's title when none. */
  head?: PageHead;
  /** More tags at the end of the head: preload hints. */
  hints?: string;
  /** Inside #root: what the page shows before its script runs. */
  body: string;
  /** Right after #root: the server's state for the hydrating client. */
  after?: string;
}

/** The built index.html with the page's language, head and, inside #root, what it shows before its script runs. */
export function renderIndex(index: string, language: Language, parts: IndexParts): string {
  const { head, hints, body, after } = parts;
  // Functions as replacements: a `$&` or `$1` in a page's text must stay as written.
  let html = index.replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`);
  if (head) html = html.replace(/<title>[^<]*<\/title>/, () => headTags(head, language));
  if (hints) html = html.replace('</head>', () => `  ${hints}\n  </head>`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>${after ?? ''}`);
}

// The tags that fetch the page's scripts: Vite's entry and module preloads, the page's own (PageAssets), and the
// catalogues' preloads.
const SCRIPT_TAGS =
  /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>)/g;

/**
 * A server-rendered page, its scripts fetched after its first paint: their tags move from the head into
 * <template id="after-paint">, which web/public/after-paint.js (a few hundred bytes) turns into real tags once
 * the page has painted. On a phone on a slow network, the page's text and photo no longer share the first
 * moments with ~120 KB of script that only makes them interactive; React takes the page over a frame later.
 */
export function scriptsAfterPaint(html: string): string {
  const tags: string[] = [];
  const head = html.slice(0, html.indexOf('</head>')).replace(SCRIPT_TAGS, (_all, tag: string) => {
    tags.push(tag);
    return '';
  });
  if (tags.length === 0) return html;
  const template = `<template id="after-paint">${tags.join('')}</template><script src="/after-paint.js"></script>`;
  return head + html.slice(html.indexOf('</head>')).replace('</body>', () => `${template}\n  </body>`);
}
