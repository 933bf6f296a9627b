import { leadLinkTarget } from '@creneau/server';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';

/**
 * /c/{code} of a portal lead's booking link (issue 22) opens the listing's booking page, its source
 * the portal; any other code is a visit's link, which the web page reads. Codes of the two kinds differ
 * in length, so a lookup is made only for a lead's.
 */
export function leadLinkRedirect(dataSource: DataSource) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? /^\/c\/([A-Za-z0-9]{12})$/.exec(req.path) : null;
    if (!match) return next();
    try {
      const target = await leadLinkTarget(dataSource, match[1]);
      if (!target) return next();
      const query = new URLSearchParams({ utm_source: target.portal ?? 'portal', utm_medium: 'email' });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, `/book/${target.listingId}?${query.toString()}`);
    } catch (error) {
      next(error);
    }
  };
}
