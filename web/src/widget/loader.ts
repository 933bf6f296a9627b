// The booking widget an agency pastes into its own site:
//
//   <div data-creneau-book="{slug}"></div>
//   <script src="https://{this install}/widget.js" async></script>
//
// Each placeholder becomes an iframe of /book/{slug}?embed=1 (optionally data-lang="nl"), as tall as the
// booking page inside it says it is. Kept free of imports: it is built on its own (vite.widget.config.ts)
// and must stay under 5 KB gzipped (QUALITY.md, P12).
import type { EmbedResizeMessage } from '../app/embed';

const MOUNTED = 'creneauMounted';
// Before the page inside says how tall it is; and a ceiling a page that misbehaves cannot pass.
const INITIAL_HEIGHT = 640;
const MAX_HEIGHT = 20_000;

function isResizeMessage(data: unknown): data is EmbedResizeMessage {
  const message = data as Partial<EmbedResizeMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'creneau:resize';
}

function frameFor(origin: string, host: HTMLElement): HTMLIFrameElement | null {
  const slug = host.dataset.creneauBook?.trim();
  if (!slug || host.dataset[MOUNTED]) return null;
  host.dataset[MOUNTED] = '1';
  const url = new URL(`/book/${encodeURIComponent(slug)}`, origin);
  url.searchParams.set('embed', '1');
  if (host.dataset.lang) url.searchParams.set('lang', host.dataset.lang);
  const frame = document.createElement('iframe');
  frame.src = url.href;
  // The page inside sends its translated title once loaded; the product's name until then.
  frame.title = host.dataset.title || 'Créneau';
  frame.style.cssText = `display:block;width:100%;height:${INITIAL_HEIGHT}px;border:0;color-scheme:normal`;
  // The placeholder may hold a plain link to the booking page, for browsers without JavaScript.
  host.replaceChildren(frame);
  return frame;
}

function start(script: HTMLScriptElement): void {
  const origin = new URL(script.src).origin;
  const frames: HTMLIFrameElement[] = [];

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the booking pages this script framed may resize their own iframe.
    if (event.origin !== origin || !isResizeMessage(event.data)) return;
    const frame = frames.find((candidate) => candidate.contentWindow === event.source);
    const { height, title } = event.data;
    if (!frame || typeof height !== 'number' || !(height > 0)) return;
    frame.style.height = `${Math.min(Math.ceil(height), MAX_HEIGHT)}px`;
    if (typeof title === 'string' && title) frame.title = title.slice(0, 200);
  });

  const mountAll = () => {
    for (const host of document.querySelectorAll<HTMLElement>('[data-creneau-book]')) {
      const frame = frameFor(origin, host);
      if (frame) frames.push(frame);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
}

// currentScript is only set while this script first runs (async included), so it is read at once.
const self = document.currentScript;
if (self instanceof HTMLScriptElement && self.src) start(self);
