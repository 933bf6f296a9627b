import { createRequire } from 'node:module';
import type { UserRow } from './factories';

/** What a signed-in browser holds: the session and CSRF cookies, and the CSRF token it echoes. */
export interface BrowserSession {
  cookie: string;
  csrf: string;
}

type Identifier = string | number;
export interface RaRecord {
  id: Identifier;
  [field: string]: unknown;
}
interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
}
interface ListParams {
  pagination: { page: number; perPage: number };
  sort: Sort;
  filter: Record<string, unknown>;
}

/** The part of react-admin's DataProvider the back office calls (ra-core's own type, written out). */
export interface DataProvider {
  getList(resource: string, params: ListParams): Promise<{ data: RaRecord[]; total?: number }>;
  getOne(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  getMany(resource: string, params: { ids: Identifier[] }): Promise<{ data: RaRecord[] }>;
  getManyReference(
    resource: string,
    params: ListParams & { target: string; id: Identifier },
  ): Promise<{ data: RaRecord[]; total?: number }>;
  create(resource: string, params: { data: Record<string, unknown> }): Promise<{ data: RaRecord }>;
  update(
    resource: string,
    params: { id: Identifier; data: Record<string, unknown>; previousData: RaRecord },
  ): Promise<{ data: RaRecord }>;
  delete(resource: string, params: { id: Identifier; previousData?: RaRecord }): Promise<{ data: RaRecord }>;
}

interface FetchOptions extends RequestInit {
  headers?: Headers | Record<string, string>;
}
interface HttpErrorClass {
  new (message: string, status: number, body: unknown): Error & { status: number; body: unknown };
}
interface RaCore {
  fetchUtils: {
    fetchJson(url: string, options: FetchOptions): Promise<{ status: number; headers: Headers; json: unknown }>;
  };
  HttpError: HttpErrorClass;
}
type HttpClient = (url: string, options?: FetchOptions) => ReturnType<RaCore['fetchUtils']['fetchJson']>;

// Loaded without their type declarations: ra-core's pull the DOM library into every test's types.
const load = createRequire(__filename);
const { fetchUtils, HttpError } = load('ra-core') as RaCore;
const simpleRestProvider = load('ra-data-simple-rest') as (apiUrl: string, httpClient: HttpClient) => DataProvider;

export async function browserSession(baseUrl: string, user: UserRow): Promise<BrowserSession> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, area: 'pro' }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, csrf: ((await response.json()) as { csrfToken: string }).csrfToken };
}

/**
 * dashboard/src/providers/httpClient.ts in Node: fetchJson with the CSRF header on every request and
 * API errors surfacing as `errors.<CODE>`; the cookies a browser would send go along by hand.
 */
export function backOfficeHttpClient(session: BrowserSession): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('X-CSRF-Token', session.csrf);
    headers.set('Cookie', session.cookie);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'code' in error.body) {
        throw new HttpError(`errors.${String(error.body.code)}`, error.status, error.body);
      }
      throw error;
    }
  };
}

/** The back office's own data provider, ra-data-simple-rest, against a running API. */
export function backOfficeDataProvider(baseUrl: string, session: BrowserSession): DataProvider {
  return simpleRestProvider(`${baseUrl}/api`, backOfficeHttpClient(session));
}
