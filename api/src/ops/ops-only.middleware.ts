import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../identity/auth/session-cookies';
import type { SessionService } from '../identity/auth/session.service';

/**
 * For pages mounted beside Nest's routes (bull-board, the API docs): only an ops session, not
 * masquerading, gets in; a person not signed in is sent to the sign-in page, anyone else refused.
 */
export function opsOnly(sessions: SessionService): RequestHandler {
  const check = async (req: Request, res: Response, next: NextFunction) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const actor = typeof token === 'string' ? await sessions.resolve(token).catch(() => null) : null;
    if (actor?.authType === 'ops' && actor.realUserId === actor.userId) return next();
    if (!actor && req.method === 'GET' && req.accepts('html')) return res.redirect('/pro/login');
    res.status(actor ? 403 : 401).json({ code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED', message: 'Ops staff only' });
  };
  return (req, res, next) => void check(req, res, next);
}
