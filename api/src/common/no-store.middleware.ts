import type { NextFunction, Request, Response } from 'express';

/**
 * API answers carry people's names, phones, visits and files: by default no browser disk cache or proxy keeps
 * them (a shared computer in an agency, a visitor's family tablet). A route that may be kept says so itself
 * (listing photos, the calendar feed) and its header replaces this one.
 */
export function noStoreByDefault(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
