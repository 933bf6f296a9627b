// The widget's attributes, checked before use: they are typed by the agency (or anyone editing its
// page) and end up in a style and an address, so anything else than what they should hold is dropped.

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const LANGUAGE = /^([a-z]{2})(?:-[a-z0-9]{2,8})*$/i;
const LANGUAGES = ['fr', 'nl', 'en'];

/**
 * The agency's colour (#rgb or #rrggbb), or null: a bad value is ignored, never put into CSS. So is a
 * colour too light for white text on it (contrast under 4.5:1, WCAG AA): the button's label and the
 * booking page's primary buttons are white on it, and its links are it on white.
 */
export function widgetColor(value: string | undefined): string | null {
  const color = value?.trim().toLowerCase() ?? '';
  if (!COLOR.test(color)) return null;
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/g, '$&$&') : color;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= 4.5 ? color : null;
}

/** The language asked by data-lang, else the page's own (<html lang="nl-BE">), if the product speaks it. */
export function widgetLanguage(attribute: string | undefined, page: string): string {
  for (const value of [attribute, page]) {
    const primary = LANGUAGE.exec(value?.trim() ?? '')?.[1]?.toLowerCase();
    if (primary && LANGUAGES.includes(primary)) return primary;
  }
  return '';
}
