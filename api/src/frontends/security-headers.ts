import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../config/api.config';
import { QUEUES_BOARD_PATH } from '../ops/queues-board';

/** Who may frame a page of the public site: its own origin, plus an agency's sites for the embedded booking page. */
export type FrameAncestors = (req: Request) => Promise<string[]>;

type Area = 'api' | 'tools' | 'backOffice' | 'web';
type Directives = Record<string, string[]>;

// Google serves reCAPTCHA's script from both origins and its challenge in a frame of www.google.com.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

function areaOf(path: string): Area {
  if (path === '/api/docs' || path.startsWith('/api/docs/') || path.startsWith(QUEUES_BOARD_PATH)) return 'tools';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === '/pro' || path.startsWith('/pro/')) return 'backOffice';
  return 'web';
}

function originOf(url: string | undefined): string[] {
  return url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/** Served over HTTPS: the public URL says so, or the request came by TLS (behind a trusted proxy too). */
const isHttps = (config: ApiConfig, req: Request) => config.PUBLIC_URL.startsWith('https:') || req.secure;

/**
 * What each part of the one origin may load. The built pages carry no inline script: scripts come from
 * the origin itself and, when configured, from reCAPTCHA (the server-rendered pages' state is JSON, not a
 * script). The back office's boot loader and its
 * components (MUI, through emotion) write <style> elements, hence 'unsafe-inline' for its styles only.
 */
function directivesOf(config: ApiConfig): Record<Area, Directives> {
  const captcha = config.RECAPTCHA_SITE_KEY ? { scripts: RECAPTCHA_SCRIPTS, frames: RECAPTCHA_FRAMES } : null;
  const page = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...(captcha?.scripts ?? [])],
    'frame-src': ["'self'", ...(captcha?.frames ?? [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  };
  return {
    api: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    // The OpenAPI docs and the queues board (ops staff) are third-party pages with inline code.
    tools: {
      ...page,
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'frame-ancestors': ["'self'"],
    },
    backOffice: { ...page, 'style-src': ["'self'", "'unsafe-inline'"], 'frame-ancestors': ["'self'"] },
    web: {
      ...page,
      'style-src': ["'self'"],
      // The public pages are rendered on the server, and React writes a component's inline styles (an
      // agency's brand colour, the landing page's drawings) as style attributes there. Attributes only:
      // <style> elements and stylesheets stay limited to the site's own files.
      'style-src-attr': ["'unsafe-inline'"],
      'frame-src': [...page['frame-src'], ...originOf(config.DEMO_SCHEDULING_URL)],
      'connect-src': ["'self'", ...originOf(config.ANALYTICS_ENDPOINT), ...originOf(config.CLIENT_ERROR_REPORT_URL)],
      'media-src': ["'self'", ...originOf(config.PRESENTATION_VIDEO_URL)],
    },
  };
}

type Directive = string | ((req: IncomingMessage, res: ServerResponse) => string);

// The web's frame-ancestors change with the page (see FrameAncestors): resolved before helmet runs.
const FRAME_ANCESTORS: Directive = (_req, res) => ((res as Response).locals.frameAncestors as string[]).join(' ');

// Other sites load the widget loader (/widget.js) and listing photos (/api/media, also shown in e-mails):
// those may be read cross-origin; the rest of the API, answers with a visitor's data, may not.
const sharedAcrossSites = (path: string) => path === '/widget.js' || path.startsWith('/api/media/');

function helmetFor(
  directives: Record<string, Directive[]>,
  https: boolean,
  framedElsewhere: boolean,
  crossOrigin = false,
): RequestHandler {
  return helmet({
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      // Only over HTTPS: on a plain-HTTP install (development) it would send every request to a port
      // nobody listens on.
      directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    // Sent by the middleware below, only where the site is served over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors says who may frame a page; X-Frame-Options, for browsers that predate it, can only
    // say "same origin", so it is left off the embedded booking page its agency lets others frame.
    xFrameOptions: framedElsewhere ? false : { action: 'sameorigin' },
  });
}

/**
 * A part whose headers never depend on the request (all but the public site, whose frame-ancestors
 * follow the page) gets helmet's headers worked out once, at start, and set in one step: helmet and its
 * headers were a tenth of a booking's CPU in the api (bench P2), its eleven middlewares a request part
 * of it. Helmet stays the source of what is sent; a handler that would need the request fails the start.
 */
export function fixedHeaders(handler: RequestHandler): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let done = false;
  let failure: unknown;
  const unused = new Proxy(
    {},
    {
      get: () => {
        throw new Error('fixed security headers read the request');
      },
    },
  );
  handler(unused as Request, recorder as unknown as Response, (error?: unknown) => {
    failure = error;
    done = true;
  });
  if (failure instanceof Error) throw failure;
  if (failure) throw new Error('helmet refused the policy');
  if (!done) throw new Error('helmet did not finish at once: its headers cannot be fixed');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/**
 * The security headers of every response (helmet): nosniff, Referrer-Policy, a Content-Security-Policy
 * per part of the site, and HSTS when the site is served over HTTPS.
 */
export function securityHeaders(config: ApiConfig, frameAncestors: FrameAncestors): RequestHandler {
  const areas = directivesOf(config);
  const web = { ...areas.web, 'frame-ancestors': [FRAME_ANCESTORS] };
  const built = (https: boolean) => ({
    api: fixedHeaders(helmetFor(areas.api, https, false)),
    shared: fixedHeaders(helmetFor(areas.api, https, false, true)),
    tools: fixedHeaders(helmetFor(areas.tools, https, false)),
    backOffice: fixedHeaders(helmetFor(areas.backOffice, https, false)),
    web: helmetFor(web, https, false),
    webShared: helmetFor(web, https, false, true),
    webFramedElsewhere: helmetFor(web, https, true),
  });
  const handlers = { http: built(false), https: built(true) };
  const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: false });

  return (req: Request, res: Response, next: NextFunction) => {
    const https = isHttps(config, req);
    const chosen = handlers[https ? 'https' : 'http'];
    const then = (error?: unknown) => (error || !https ? next(error) : hsts(req, res, next));
    const area = areaOf(req.path);
    const shared = sharedAcrossSites(req.path);
    if (area === 'api' && shared) return chosen.shared(req, res, then);
    if (area !== 'web') return chosen[area](req, res, then);
    frameAncestors(req).then((ancestors) => {
      res.locals.frameAncestors = ancestors;
      chosen[ancestors.length > 1 ? 'webFramedElsewhere' : shared ? 'webShared' : 'web'](req, res, then);
    }, next);
  };
}
