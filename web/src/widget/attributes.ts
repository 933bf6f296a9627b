// The widget's attributes, checked before use: they are typed by the agency (or anyone editing its
// page) and end up in a style and an address, so anything else than what they should hold is dropped.

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const LANGUAGE = /^([a-z]{2})(?:-[a-z0-9]{2,8})*$/i;
const LANGUAGES = ['fr', 'nl', 'en'];

/** The agency's colour (#rgb or #rrggbb), or null: a bad value is ignored, never put into CSS. */
export function widgetColor(value: string | undefined): string | null {
  const color = value?.trim() ?? '';
  return COLOR.test(color) ? color.toLowerCase() : null;
}

/** The language asked by data-lang, else the page's own (<html lang="nl-BE">), if the product speaks it. */
export function widgetLanguage(attribute: string | undefined, page: string): string {
  for (const value of [attribute, page]) {
    const primary = LANGUAGE.exec(value?.trim() ?? '')?.[1]?.toLowerCase();
    if (primary && LANGUAGES.includes(primary)) return primary;
  }
  return '';
}
