import { QUEUE_NAMES } from '@creneau/contracts';
import { producerConnection } from '@creneau/server';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
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
  theme: { light: { 'muted-foreground': '#4b5563', 'status-delayed': '#8a4b00', 'status-waiting': '#1e3bb8' } },
};

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
  app.use(QUEUES_BOARD_PATH, opsOnly(app.get(SessionService)), serverAdapter.getRouter());
  process.once('beforeExit', () => void Promise.all(queues.map((queue) => queue.close())));
}
