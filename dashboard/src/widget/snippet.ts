/** What an agency chooses for the widget it pastes (web/src/widget/loader.ts reads these attributes). */
export interface WidgetChoice {
  /** The agency's public slug: its booking page, every listing to choose from. */
  slug: string;
  mode: 'inline' | 'button';
  /** #rrggbb, or '' for the product's own colour. */
  color: string;
  /** fr, nl, en, or '' to follow the page's own <html lang>. */
  lang: string;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The two lines to paste into the agency's site, as this install serves the loader. */
export function widgetSnippet(choice: WidgetChoice, origin: string): string {
  const attributes = [`data-creneau-book="${escape(choice.slug)}"`];
  if (choice.mode === 'button') attributes.push('data-mode="button"');
  if (/^#[0-9a-f]{6}$/i.test(choice.color)) attributes.push(`data-color="${choice.color}"`);
  if (choice.lang) attributes.push(`data-lang="${escape(choice.lang)}"`);
  return `<div ${attributes.join(' ')}></div>\n<script src="${escape(origin)}/widget.js" async></script>`;
}

/** The preview's page: the snippet alone, as on an agency's site (framed from this origin, so allowed). */
export function previewPage(snippet: string, lang: string): string {
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:16px;font-family:sans-serif">${snippet}</body></html>`;
}
