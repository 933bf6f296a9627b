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
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });
  app.use(QUEUES_BOARD_PATH, opsOnly(app.get(SessionService)), serverAdapter.getRouter());
  process.once('beforeExit', () => void Promise.all(queues.map((queue) => queue.close())));
}
