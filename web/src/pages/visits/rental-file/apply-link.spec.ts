import { describe, expect, it } from '@jest/globals';
import { applyPath, safeNext } from './apply-link';

describe('apply links', () => {
  it('names the listing in the file editor’s address', () => {
    expect(applyPath('5c1b4a3e-0000-4000-8000-000000000001')).toBe(
      '/visits/rental-file?apply=5c1b4a3e-0000-4000-8000-000000000001',
    );
  });

  it('comes back only to a page of the visitor area', () => {
    expect(safeNext('/visits/rental-file?apply=x')).toBe('/visits/rental-file?apply=x');
    expect(safeNext(null)).toBeNull();
    expect(safeNext('https://evil.example/visits/')).toBeNull();
    expect(safeNext('//evil.example/visits/')).toBeNull();
    expect(safeNext('/visits/\\evil')).toBeNull();
    expect(safeNext('/pro/')).toBeNull();
  });
});
