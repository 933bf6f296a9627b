import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import type { ApiConfig } from '../config/api.config';
import { precompressedFiles } from './compression';
import { leadLinkRedirect } from './lead-link-redirect';
import { pageLanguage } from './public-pages/page-catalogue';
import { robotsTxt, sitemapXml } from './public-pages/robots-sitemap';
import { servePublicPage, type SendIndex } from './public-pages/serve-public-page';
import { agentHomePage } from './agent-home/agent-home-page';
import { signInPage } from './sign-in-page';

const REPO_ROOT = resolve(__dirname, '../../..');

interface Frontend {
  mount: string;
  dir: string;
}

// Hashed assets never change; index.html must always be revalidated so a deploy is picked up at once.
function staticFiles(dir: string): express.Handler {
  return precompressedFiles(dir, {
    index: false,
    setHeaders: (res, sent) => {
      // The file sent may be the .br or .gz copy of the one asked for.
      const path = sent.replace(/\.(br|gz)$/, '');
      const immutable = path.includes(`${join('/', 'assets', '/')}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

// Who may frame each page, and what it may load, is said by security-headers.ts for every response.
function spaFallback(
  { mount, dir }: Frontend,
  skip: (path: string) => boolean,
  send: SendIndex = (_req, res, index) => Promise.resolve(res.sendFile(index)),
) {
  const index = join(dir, 'index.html');
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || skip(req.path)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send(`The front end at ${mount} is not built yet: run "npm run build:front".`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    await send(req, res, index).catch(next);
  };
}

// The back office's catalogues (dashboard/src/providers/i18nProvider.ts): its script fetches them only once
// it has run; named in the page, they arrive while it downloads, and the sign-in screen paints a round
// trip sooner on a phone.
const DASHBOARD_NAMESPACES = ['pro', 'global', 'enums'];

/**
 * The back office's index.html with its catalogues preloaded, in the language its script will choose when
 * the server can tell (`?lang=`, else the browser's): a choice stored on the device only the browser knows,
 * and the preloads are then a few kilobytes read for nothing.
 */
const sendDashboardIndex: SendIndex = async (req, res, index) => {
  const language = pageLanguage(req.query.lang, req.headers['accept-language']);
  const hints = DASHBOARD_NAMESPACES.map(
    (ns) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${ns}.json" />`,
  ).join('\n    ');
  const html = (await readFile(index, 'utf8')).replace('</head>', () => `  ${hints}\n  </head>`);
  res.type('html').send(html);
};

/** One origin: web at /, back office at /pro, catalogues at /locales, the API at /api. */
export function mountFrontends(app: NestExpressApplication, config: ApiConfig): void {
  const web: Frontend = { mount: '/', dir: config.WEB_DIST ?? join(REPO_ROOT, 'web/dist') };
  const dashboard: Frontend = { mount: '/pro', dir: config.DASHBOARD_DIST ?? join(REPO_ROOT, 'dashboard/dist') };
  const locales = config.LOCALES_DIR ?? join(REPO_ROOT, 'libs/locales');
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  const dataSource = app.get(DataSource);

  // Every page, file and catalogue hangs off one router that an API request skips with one test, instead of
  // being offered, layer by layer, to a dozen handlers that each pass it on: they ran before the API's own
  // routes on every booking (Nest adds its routes after what main mounts).
  const site = express.Router();
  app.use((req: Request, res: Response, next: NextFunction) => (isApi(req.path) ? next() : site(req, res, next)));

  const catalogue = /^\/(fr|nl|en)\/[a-z-]+\.json$/;
  const noCatalogue = (_req: Request, res: Response) =>
    res.status(404).json({ code: 'NOT_FOUND', message: 'No such catalogue' });
  site.use('/locales', (req: Request, res: Response, next: NextFunction) =>
    catalogue.test(req.path) ? next() : noCatalogue(req, res),
  );
  site.use('/locales', express.static(locales, { index: false, maxAge: '5m' }), noCatalogue);
  // The sign-in screen comes as HTML from the server (sign-in-page.ts): it paints without the app's script.
  const signIn = signInPage(
    dashboard.dir,
    locales,
    config.RECAPTCHA_SECRET ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
  );
  site.use('/pro', (req: Request, res: Response, next: NextFunction) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.path === '/login' &&
    existsSync(join(dashboard.dir, 'index.html'))
      ? signIn(req, res).catch(next)
      : next(),
  );
  // The agent's home too, for a signed-in realtor (agent-home/): drawn before the app's script has run.
  const agentHome = agentHomePage(app, dashboard.dir, locales);
  site.use('/pro', (req: Request, res: Response, next: NextFunction) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    /^\/visits\/?$/.test(req.path) &&
    existsSync(join(dashboard.dir, 'index.html'))
      ? agentHome(req, res, next).catch(next)
      : next(),
  );
  site.use(
    '/pro',
    staticFiles(dashboard.dir),
    spaFallback(dashboard, () => false, sendDashboardIndex),
  );
  const exactly =
    (path: string, handler: express.Handler): express.Handler =>
    (req, res, next) =>
      req.method === 'GET' && req.path === path ? handler(req, res, next) : next();
  site.use(exactly('/robots.txt', robotsTxt(config.PUBLIC_URL)));
  site.use(leadLinkRedirect(dataSource));
  site.use(exactly('/sitemap.xml', sitemapXml(dataSource, config.PUBLIC_URL)));
  site.use(staticFiles(web.dir));
  site.use(
    spaFallback(
      web,
      (path) => isApi(path) || path.startsWith('/locales/'),
      servePublicPage(app, config.PUBLIC_URL, { webDist: web.dir, localesDir: locales }),
    ),
  );
}
