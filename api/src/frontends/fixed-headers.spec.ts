import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { fixedHeaders } from './security-headers';

/** What a handler leaves on a response: the headers set, in order, and those it took off. */
function headersOf(handler: RequestHandler): { set: [string, unknown][]; removed: string[]; nextCalls: number } {
  const seen = { set: [] as [string, unknown][], removed: [] as string[], nextCalls: 0 };
  const res = {
    setHeader: (name: string, value: unknown) => seen.set.push([name, value]),
    removeHeader: (name: string) => seen.removed.push(name),
  };
  handler({ path: '/api/x' } as Request, res as unknown as Response, () => (seen.nextCalls += 1));
  return seen;
}

describe('fixedHeaders', () => {
  const policy = () =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });

  it('sets exactly what helmet sets, every time, and goes on', () => {
    const fixed = fixedHeaders(policy());

    expect(headersOf(fixed)).toEqual(headersOf(policy()));
    expect(headersOf(fixed)).toEqual(headersOf(policy()));
    expect(headersOf(fixed).set).toContainEqual(['Content-Security-Policy', "default-src 'none'"]);
    expect(headersOf(fixed).removed).toEqual(['X-Powered-By']);
  });

  it('refuses at start a policy that reads the request', () => {
    const perRequest = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': [(req) => String(req.url)] } },
    });

    expect(() => fixedHeaders(perRequest)).toThrow('fixed security headers read the request');
  });
});
