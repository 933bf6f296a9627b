import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { readFile } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import { AvailabilityService } from '../../agenda/availability.service';
import { pageLanguage, pageTranslator } from './page-catalogue';
import { renderIndex } from './page-html';
import { describePublicPage } from './public-page';

export type SendIndex = (req: Request, res: Response, index: string) => Promise<void>;

/**
 * Sends the web's index.html with the page's own title, description, canonical and alternate addresses and
 * Open Graph tags, and for a booking page its agent, first free day and listings as HTML: what a crawler,
 * a link preview and a phone on a slow network see before any script has run.
 */
export function servePublicPage(app: NestExpressApplication, publicUrl: string, localesDir: string): SendIndex {
  const dataSource = app.get(DataSource);
  const availability = app.get(AvailabilityService);
  const translators = pageTranslator(localesDir);
  return async (req, res, index) => {
    const language = pageLanguage(req.query.lang, req.headers['accept-language']);
    const t = (await translators)(language);
    const page = await describePublicPage({ dataSource, availability, publicUrl, t, language }, req.path);
    const html = await readFile(index, 'utf8');
    res.type('html').setHeader('Vary', 'Accept-Language');
    res.send(page ? renderIndex(html, language, page.head, page.body) : html);
  };
}
