import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRequest {
  method: string;
  path: string;
  body: string;
}

export interface WebPeer {
  /** http://127.0.0.1:{port}: a site of its own origin, apart from the product's. */
  origin: string;
  requests: PeerRequest[];
  /** Serves this HTML at this path. */
  page(path: string, html: string): void;
  /** Holds the answers to a path until the returned function is called (to see what a page shows while it waits). */
  hold(path: string): () => void;
  close(): Promise<void>;
}

/**
 * Another web site on this machine: the agency's own site embedding the widget, the external scheduling
 * page of the demo modal, the analytics service. It serves the pages it is given and records every request.
 */
export function startWebPeer(): Promise<WebPeer> {
  const pages = new Map<string, string>();
  const held = new Map<string, Promise<void>>();
  const requests: PeerRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://peer').pathname;
      requests.push({ method: req.method ?? 'GET', path, body });
      void (held.get(path) ?? Promise.resolve()).then(() => {
        // Analytics events come from the product's pages, another origin: answer them as the real service does.
        res.setHeader('Access-Control-Allow-Origin', '*');
        const html = pages.get(path);
        if (req.method === 'POST') res.writeHead(202).end('ok');
        else if (html === undefined) res.writeHead(404).end('not found');
        else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests,
        page: (path, html) => pages.set(path, html),
        hold: (path) => {
          let release = () => undefined as void;
          held.set(
            path,
            new Promise<void>((done) => {
              release = () => {
                held.delete(path);
                done();
              };
            }),
          );
          return release;
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}
