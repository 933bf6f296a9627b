import { beforeAll, describe, expect, it } from '@jest/globals';
import { applyPath, rememberNext, safeNext, takeRememberedNext } from './apply-link';

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

describe('the page remembered across a magic link', () => {
  const store = new Map<string, string>();
  beforeAll(() => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    });
  });

  it('is given back once, and only a visitor-area page within the hour', () => {
    rememberNext('/visits/rental-file?apply=x');
    expect(takeRememberedNext()).toBe('/visits/rental-file?apply=x');
    expect(takeRememberedNext()).toBeNull();
    store.set('creneau.visits.next', JSON.stringify({ next: '/visits/rental-file', until: Date.now() - 1 }));
    expect(takeRememberedNext()).toBeNull();
    store.set('creneau.visits.next', JSON.stringify({ next: '//evil.example/', until: Date.now() + 60_000 }));
    expect(takeRememberedNext()).toBeNull();
  });
});
