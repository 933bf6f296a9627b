import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { escapeHtml } from './page-html';

/**
 * Crawlers index the public pages, never the back office, the API or a visitor's own area; the area's
 * entry (/visits, its sign-in page) is public, so that a visitor searching for it finds it.
 */
export function robotsTxt(publicUrl: string) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /pro',
    'Disallow: /visits/',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
  return (_req: Request, res: Response) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  };
}

/** The home page, then every active agency's page and every active agent's page that has a public address. */
export function sitemapXml(dataSource: DataSource, publicUrl: string) {
  return (_req: Request, res: Response, next: NextFunction) => void send(res).catch(next);

  async function send(res: Response): Promise<void> {
    const rows = await dataSource.query<{ path: string }[]>(
      `SELECT '/agency/' || a.slug AS path FROM agencies a WHERE a.active
       UNION ALL
       SELECT '/agent/' || u.public_slug FROM users u JOIN agencies a ON a.id = u.agency_id AND a.active
        WHERE u.active AND u.auth_type = 'realtor' AND u.public_slug IS NOT NULL
       ORDER BY 1`,
    );
    const urls = ['/', ...rows.map((row) => row.path)].map(
      (path) => `  <url><loc>${escapeHtml(new URL(path, publicUrl).toString())}</loc></url>`,
    );
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  }
}
