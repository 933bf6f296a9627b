import { describe, expect, it } from '@jest/globals';
import { migrateTableOptions, readPageSettings, writePageSettings } from './page-settings';

/** A Storage over a Map, as localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('page settings in local storage', () => {
  it('moves the older tableOptions into pagesSettings once, the newer key winning', () => {
    const storage = memoryStorage({
      tableOptions: JSON.stringify({ listings: { columns: ['reference'] }, candidates: { columns: ['old'] } }),
      pagesSettings: JSON.stringify({ candidates: { columns: ['lastName'] } }),
    });

    migrateTableOptions(storage);

    expect(storage.getItem('tableOptions')).toBeNull();
    expect(JSON.parse(storage.getItem('pagesSettings') ?? '')).toEqual({
      listings: { columns: ['reference'] },
      candidates: { columns: ['lastName'] },
    });
  });

  it('drops an unreadable tableOptions, and reads and writes one page without touching the others', () => {
    const storage = memoryStorage({
      tableOptions: '{not json',
      pagesSettings: JSON.stringify({ other: { columns: ['a'] } }),
    });

    writePageSettings('candidates', { savedFilters: [{ name: 'Refusés', filter: { status: [2] } }] }, storage);

    expect(storage.getItem('tableOptions')).toBeNull();
    expect(readPageSettings('candidates', storage)).toEqual({
      savedFilters: [{ name: 'Refusés', filter: { status: [2] } }],
    });
    expect(readPageSettings('other', storage)).toEqual({ columns: ['a'] });
  });
});
