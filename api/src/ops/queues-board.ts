import { LANGUAGES, QUEUE_NAMES } from '@creneau/contracts';
import { producerConnection } from '@creneau/server';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ApiConfig } from '../config/api.config';
import { SessionService } from '../identity/auth/session.service';
import { opsOnly } from './ops-only.middleware';

export const QUEUES_BOARD_PATH = '/api/ops/queues';

// Opened from the back office's ops home: a way back there, the product's logo, and greys dark enough to
// read (WCAG 2.2 AA: 4.5:1) instead of bull-board's light defaults.
const QUEUES_BOARD_UI = {
  boardTitle: 'Créneau',
  boardLogo: { path: '/favicon.svg', width: 28, height: 28 },
  favIcon: { default: '/favicon.svg', alternative: '/favicon.svg' },
  // The product's name, not a sentence: the board has no catalogue of ours to translate one.
  miscLinks: [{ text: '← Créneau Pro', url: '/pro' }],
  hideDocsLink: true,
  hideRedisDetails: true,
  theme: {
    light: {
      'muted-foreground': '#4b5563',
      'status-delayed': '#8a4b00',
      'status-waiting': '#1e3bb8',
      // The open queue in the side menu: its name on the selected row's tint.
      'sidebar-state-selected-foreground': '#0a4f47',
    },
  },
};

const NAMES_SCRIPT = 'names.js';
const LOCALES_DIR = resolve(__dirname, '../../../libs/locales');

/**
 * bull-board draws icon-only buttons without a name (full screen, settings, the links menu, each queue's
 * actions) and a workers badge whose name omits the count it shows (WCAG 2.2: 4.1.2, 2.5.3). A script of
 * ours, served beside the board, names them from their icon in the catalogues' words (pro.json,
 * ops.queuesBoard), in the language the board speaks (the browser's), and keeps them named as it redraws.
 */
function namesScript(localesDir: string): string {
  const labels = Object.fromEntries(
    LANGUAGES.map((language) => {
      const catalogue = JSON.parse(readFileSync(join(localesDir, language, 'pro.json'), 'utf8')) as {
        ops: { queuesBoard: Record<string, string> };
      };
      return [language, catalogue.ops.queuesBoard];
    }),
  );
  return `(() => {
  const labels = ${JSON.stringify(labels)};
  const language = (navigator.language || '').slice(0, 2);
  const words = labels[language] || labels.en;
  const icons = { 'lucide-maximize': 'fullscreen', 'lucide-minimize': 'fullscreen', 'lucide-settings': 'settings', 'lucide-circle-user': 'links', 'lucide-ellipsis-vertical': 'actions', 'lucide-ellipsis': 'actions' };
  const text = (element) => element.textContent.replace(/\s+/g, ' ').trim();
  function name() {
    for (const button of document.querySelectorAll('button')) {
      const label = button.getAttribute('aria-label');
      const shown = text(button);
      if (label && shown && !label.includes(shown)) button.setAttribute('aria-label', shown + ' – ' + label);
      if (label || shown || button.hasAttribute('aria-labelledby') || button.title) continue;
      const icon = button.querySelector('svg');
      const key = icon && [...icon.classList].map((name) => icons[name]).find(Boolean);
      if (key) button.setAttribute('aria-label', words[key]);
    }
  }
  let planned = false;
  new MutationObserver(() => {
    if (planned) return;
    planned = true;
    requestAnimationFrame(() => { planned = false; name(); });
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] });
  name();
})();
`;
}

/**
 * Our side of the board's page: the names script, and its HTML without Google Fonts (the ops console asks
 * nothing of Google; the board falls back to the system font) and with the script.
 */
function boardPage(script: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === `/${NAMES_SCRIPT}`) {
      res.type('text/javascript').set('Cache-Control', 'no-cache').send(script);
      return;
    }
    const render = res.render.bind(res) as (
      view: string,
      options: object,
      done: (error: Error, html: string) => void,
    ) => void;
    res.render = ((view: string, options: object) =>
      render(view, options ?? {}, (error, html) => {
        if (error) return next(error);
        res.send(
          html
            .replace(/<link href="https:\/\/fonts\.googleapis\.com\/[^>]*>/, '')
            .replace('</head>', `<script defer src="${QUEUES_BOARD_PATH}/${NAMES_SCRIPT}"></script></head>`),
        );
      })) as Response['render'];
    next();
  };
}

/**
 * bull-board for ops staff: every queue, waiting, delayed and failed jobs with their reasons, and
 * retry. Its own requests carry no CSRF header; the SameSite=Lax session cookie keeps other sites
 * from posting to it, and only an ops session (not masquerading) gets in.
 */
export function mountQueuesBoard(app: NestExpressApplication, config: ApiConfig): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUES_BOARD_PATH);
  const queues = QUEUE_NAMES.map(
    (name) => new Queue(name, { connection: producerConnection(config.REDIS_URL), prefix: config.REDIS_PREFIX }),
  );
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: QUEUES_BOARD_UI },
  });
  app.use(
    QUEUES_BOARD_PATH,
    opsOnly(app.get(SessionService)),
    boardPage(namesScript(config.LOCALES_DIR ?? LOCALES_DIR)),
    serverAdapter.getRouter(),
  );
  process.once('beforeExit', () => void Promise.all(queues.map((queue) => queue.close())));
}
