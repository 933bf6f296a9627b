import { QUEUE_NAMES } from '@creneau/contracts';
import { producerConnection } from '@creneau/server';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import type { ApiConfig } from '../config/api.config';
import { SESSION_COOKIE } from '../identity/auth/session-cookies';
import { SessionService } from '../identity/auth/session.service';

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
  const sessions = app.get(SessionService);

  const opsOnly = async (req: Request, res: Response, next: NextFunction) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const actor = typeof token === 'string' ? await sessions.resolve(token).catch(() => null) : null;
    if (actor?.authType === 'ops' && actor.realUserId === actor.userId) return next();
    if (!actor && req.method === 'GET' && req.accepts('html')) return res.redirect('/pro/login');
    res.status(actor ? 403 : 401).json({ code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED', message: 'Ops staff only' });
  };
  app.use(
    QUEUES_BOARD_PATH,
    (req: Request, res: Response, next: NextFunction) => void opsOnly(req, res, next),
    serverAdapter.getRouter(),
  );
  process.once('beforeExit', () => void Promise.all(queues.map((queue) => queue.close())));
}
