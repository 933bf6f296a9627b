import { FALLBACK_LANGUAGE } from '@creneau/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { AvailabilityService } from '../../agenda/availability.service';
import { PageAssets } from './page-assets';
import { pageLanguage, pageTranslator } from './page-catalogue';
import { renderIndex, scriptsAfterPaint } from './page-html';
import { describePublicPage } from './public-page';
import { renderedRoute, serverRenderer, serverStateScript } from './server-render';

const logger = new Logger('ServerRender');

export type SendIndex = (req: Request, res: Response, index: string) => Promise<void>;

interface Dirs {
  webDist: string;
  localesDir: string;
}

/**
 * Sends the web's index.html with the page's own title, description, canonical and alternate addresses and
 * Open Graph tags: what a crawler and a link preview read. The public pages (home, agency, agent, booking,
 * visitor area) come rendered by React on the server, with what they were rendered from for the browser to
 * hydrate, and the hints that let the browser fetch their chunks and catalogues at once.
 */
export function servePublicPage(app: NestExpressApplication, publicUrl: string, dirs: Dirs): SendIndex {
  const dataSource = app.get(DataSource);
  const availability = app.get(AvailabilityService);
  const translators = pageTranslator(dirs.localesDir);
  const render = serverRenderer(dirs.webDist, dirs.localesDir);
  const assets = new PageAssets(dirs.webDist);
  return async (req, res, index) => {
    const language = pageLanguage(req.query.lang, req.headers['accept-language']);
    const t = (await translators)(language);
    const route = render && renderedRoute(req.path);
    const rendered =
      route &&
      (await render(req, language).catch((error: unknown) => {
        // The page still works rendered in the browser: served so, and said in the log.
        logger.error(`Server rendering of ${req.path} failed: ${String(error)}`);
        return null;
      }));
    const context = { dataSource, availability, publicUrl, t, language, withSummary: !rendered };
    const page = await describePublicPage(context, req.path);
    const html = await readFile(index, 'utf8');
    // The session hint cookie decides whether the page is rendered signed out or still asking.
    res.type('html').setHeader('Vary', rendered ? 'Accept-Language, Cookie' : 'Accept-Language');
    if (!rendered || !route) {
      res.send(page ? renderIndex(html, language, { head: page.head, body: page.body }) : html);
      return;
    }
    const languages = [...new Set([language, FALLBACK_LANGUAGE])];
    res.send(
      scriptsAfterPaint(
        renderIndex(html, language, {
          head: page?.head,
          hints: assets.links(route.module, rendered.state.namespaces, languages),
          body: rendered.html,
          after: serverStateScript(rendered.state),
        }),
      ),
    );
  };
}
