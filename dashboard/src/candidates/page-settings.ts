/**
 * Table and page display settings, persisted in local storage under `pagesSettings` (product spec §3),
 * one entry per page: the columns shown and the filters saved under a name. An older install kept them
 * under `tableOptions`: read once, moved here, and removed, so the two never disagree.
 */
export const PAGES_SETTINGS_KEY = 'pagesSettings';
export const LEGACY_TABLE_OPTIONS_KEY = 'tableOptions';

export interface SavedFilter {
  name: string;
  filter: Record<string, unknown>;
}

export interface PageSettings {
  /** The columns shown, by source; absent: the page's default columns. */
  columns?: string[];
  savedFilters?: SavedFilter[];
}

export type PagesSettings = Record<string, PageSettings>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(raw: string | null): PagesSettings | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isObject(value) ? (value as PagesSettings) : null;
  } catch {
    return null;
  }
}

/**
 * Moves `tableOptions` into `pagesSettings` once: its pages are kept where `pagesSettings` has none of
 * its own (the newer key wins), then the old key goes. An unreadable old value is dropped.
 */
export function migrateTableOptions(storage: Storage = localStorage): void {
  const legacy = storage.getItem(LEGACY_TABLE_OPTIONS_KEY);
  if (legacy === null) return;
  const old = parse(legacy) ?? {};
  const current = parse(storage.getItem(PAGES_SETTINGS_KEY)) ?? {};
  storage.setItem(PAGES_SETTINGS_KEY, JSON.stringify({ ...old, ...current }));
  storage.removeItem(LEGACY_TABLE_OPTIONS_KEY);
}

export function readPageSettings(page: string, storage: Storage = localStorage): PageSettings {
  migrateTableOptions(storage);
  const settings = parse(storage.getItem(PAGES_SETTINGS_KEY))?.[page];
  return isObject(settings) ? settings : {};
}

export function writePageSettings(page: string, settings: PageSettings, storage: Storage = localStorage): void {
  migrateTableOptions(storage);
  const all = parse(storage.getItem(PAGES_SETTINGS_KEY)) ?? {};
  storage.setItem(PAGES_SETTINGS_KEY, JSON.stringify({ ...all, [page]: settings }));
}
