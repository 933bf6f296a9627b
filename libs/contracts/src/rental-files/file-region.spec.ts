import { describe, expect, it } from '@jest/globals';
import { fileRegion } from './file-region';

describe('the region of a file not shared with a listing', () => {
  it('is the one the visitor chose, whatever else is known', () => {
    expect(fileRegion({ chosen: 'BE-BRU', lastVisited: 'FR', language: 'fr' })).toBe('BE-BRU');
    expect(fileRegion({ chosen: 'FR', lastVisited: 'BE-VLG', language: 'nl' })).toBe('FR');
  });

  it('else follows the listing last booked', () => {
    expect(fileRegion({ chosen: null, lastVisited: 'BE-WAL', language: 'fr' })).toBe('BE-WAL');
  });

  it('else follows the language: Dutch is Flanders, French and English France', () => {
    expect(fileRegion({ chosen: null, lastVisited: null, language: 'nl' })).toBe('BE-VLG');
    expect(fileRegion({ chosen: null, lastVisited: null, language: 'fr' })).toBe('FR');
    expect(fileRegion({ chosen: null, lastVisited: null, language: 'en' })).toBe('FR');
    expect(fileRegion({ chosen: null, lastVisited: null, language: null })).toBe('FR');
  });
});
