/** Where uploaded files live: local disk by default; another backend plugs in behind the same interface. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  deletePrefix(prefix: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

/** Keys are made by the server from random ids; anything else (`..`, absolute paths) is refused. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
