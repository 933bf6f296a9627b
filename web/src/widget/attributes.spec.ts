import { describe, expect, it } from '@jest/globals';
import { widgetColor, widgetLanguage } from './attributes';

describe('the widget attributes', () => {
  it('keeps a hexadecimal colour and drops anything else', () => {
    expect(widgetColor('#0F766E')).toBe('#0f766e');
    expect(widgetColor(' #abc ')).toBe('#abc');
    expect(widgetColor('red;background:url(x)')).toBeNull();
    expect(widgetColor('#12345')).toBeNull();
    expect(widgetColor(undefined)).toBeNull();
  });

  it("takes data-lang, else the page's language, if the product speaks it", () => {
    expect(widgetLanguage('nl', 'fr')).toBe('nl');
    expect(widgetLanguage(undefined, 'nl-BE')).toBe('nl');
    expect(widgetLanguage('de', 'en-GB')).toBe('en');
    expect(widgetLanguage('"><script>', '')).toBe('');
  });
});
