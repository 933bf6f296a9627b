import { describe, expect, it } from '@jest/globals';
import { widgetColor, widgetLanguage } from './attributes';

describe('the widget attributes', () => {
  it('keeps a hexadecimal colour and drops anything else', () => {
    expect(widgetColor('#0F766E')).toBe('#0f766e');
    expect(widgetColor(' #36A ')).toBe('#36a');
    expect(widgetColor('red;background:url(x)')).toBeNull();
    expect(widgetColor('#12345')).toBeNull();
    expect(widgetColor(undefined)).toBeNull();
  });

  it('drops a colour too light to put white text on', () => {
    expect(widgetColor('#ffd700')).toBeNull();
    expect(widgetColor('#fff')).toBeNull();
    expect(widgetColor('#2f54eb')).toBe('#2f54eb');
    expect(widgetColor('#000')).toBe('#000');
  });

  it("takes data-lang, else the page's language, if the product speaks it", () => {
    expect(widgetLanguage('nl', 'fr')).toBe('nl');
    expect(widgetLanguage(undefined, 'nl-BE')).toBe('nl');
    expect(widgetLanguage('de', 'en-GB')).toBe('en');
    expect(widgetLanguage('"><script>', '')).toBe('');
  });
});
