import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AuthService } from '../../identity/auth/auth.service';
import { SESSION_COOKIE } from '../../identity/auth/session-cookies';
import { SessionService } from '../../identity/auth/session.service';
import { ListingsService } from '../../listings/listings.service';
import { pageLanguage } from '../public-pages/page-catalogue';
import { APP_TAGS, serverPageHead } from '../server-page-head';
import { loadAgentHome, type HomeServices } from './agent-home-data';
import { AGENT_HOME_STYLE, agentHomeBody } from './agent-home-html';
import { homeTranslator } from './agent-home-words';

const logger = new Logger('AgentHomePage');

// The catalogues the app reads first: fetched, with its scripts, once the page has shown itself.
const NAMESPACES = ['pro', 'global', 'enums'];

/**
 * GET /pro/visits for a signed-in realtor: the agent's home drawn by the server (agent-home-html.ts) with
 * the session's own data, so that a phone paints it at once instead of after react-admin's script (~5 s on a
 * slow link, issue 32). The app's scripts are named in a template that /pro/first-screen.js starts once the
 * page has loaded; the app renders, hidden, into #root and takes the screen's place once its home has its
 * data (dashboard/src/layout/first-screen.ts). Anyone else (no session, ops, a masquerade) gets the app's
 * index.html as before: `next()`.
 */
export function agentHomePage(app: NestExpressApplication, dashboardDir: string, localesDir: string) {
  const services: HomeServices = {
    dataSource: app.get(DataSource),
    sessions: app.get(SessionService),
    auth: app.get(AuthService),
    listings: app.get(ListingsService),
  };
  const translators = homeTranslator(localesDir);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const data = await loadAgentHome(services, typeof token === 'string' ? token : undefined).catch(
      (error: unknown) => {
        // The app still draws the home itself: served so, and said in the log.
        logger.error(`The agent's home was not drawn on the server: ${String(error)}`);
        return null;
      },
    );
    if (!data) return next();
    const language = pageLanguage(req.query.lang, req.headers['accept-language']);
    const t = (await translators)(language);
    const index = await readFile(join(dashboardDir, 'index.html'), 'utf8');
    const tags = [...index.matchAll(APP_TAGS)].map((match) => match[0].trim());
    const catalogues = NAMESPACES.map(
      (ns) => `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/${ns}.json" />`,
    );
    const head = serverPageHead(index, { language, title: t('dashboard.title'), style: AGENT_HOME_STYLE });
    // defer: nothing on the page waits for it (a script the parser waits for holds the first paint back by a
    // round trip on a slow link, in Lighthouse's simulation too); it only has work once the page has loaded.
    const script = `<script defer src="/pro/first-screen.js" data-lang="${language}"${
      typeof req.query.lang === 'string' ? ' data-lang-asked' : ''
    }></script>`;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Accept-Language, Cookie');
    res
      .type('html')
      .send(
        `${head}</head>\n  <body>\n    ${agentHomeBody(t, data, language)}\n    <div id="root" hidden></div>\n    ` +
          `<template id="after-paint">${[...catalogues, ...tags].join('')}</template>\n    ${script}\n  </body>\n</html>\n`,
      );
  };
}
