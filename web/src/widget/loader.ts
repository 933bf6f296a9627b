// The booking widget an agency pastes into its own site:
//
//   <div data-creneau-book="{slug}"></div>
//   <script src="https://{this install}/widget.js" async></script>
//
// Each placeholder becomes an iframe of /book/{slug}?embed=1, as tall as the booking page inside it says
// it is; with data-mode="button", a button that opens that iframe in a modal dialog instead. Optional
// attributes: data-color (the agency's colour, #rgb or #rrggbb) and data-lang (else the page's own
// <html lang>). Bundled alone, without the app: it is built on its own (vite build --mode widget) and must stay
// under 5 KB gzipped (QUALITY.md, P12).
import type { EmbedResizeMessage } from '../app/embed';
import { widgetColor, widgetLanguage } from './attributes';

const MOUNTED = 'creneauMounted';
// Before the page inside says how tall it is; and a ceiling a page that misbehaves cannot pass.
const INITIAL_HEIGHT = 640;
const MAX_HEIGHT = 20_000;

// The button's and the dialog's own words, before the booking page (which has the catalogues) loads.
const WORDS: Record<string, [open: string, close: string]> = {
  fr: ['Réserver une visite', 'Fermer'],
  nl: ['Bezoek boeken', 'Sluiten'],
  en: ['Book a viewing', 'Close'],
};

function isResizeMessage(data: unknown): data is EmbedResizeMessage {
  const message = data as Partial<EmbedResizeMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'creneau:resize';
}

function frameFor(origin: string, host: HTMLElement, slug: string, lang: string, color: string | null) {
  const url = new URL(`/book/${encodeURIComponent(slug)}`, origin);
  url.searchParams.set('embed', '1');
  if (lang) url.searchParams.set('lang', lang);
  if (color) url.searchParams.set('color', color);
  const frame = document.createElement('iframe');
  frame.src = url.href;
  // The page inside sends its translated title once loaded; the product's name until then.
  frame.title = host.dataset.title || 'Créneau';
  frame.style.cssText = `display:block;width:100%;height:${INITIAL_HEIGHT}px;border:0;color-scheme:normal`;
  return frame;
}

/**
 * data-mode="button": a button in the agency's colour opening a modal <dialog>, which the browser makes
 * modal (the page behind inert, Escape closes it); focus goes back to the button on closing.
 */
function buttonFor(host: HTMLElement, words: [string, string], color: string | null, frame: () => HTMLIFrameElement) {
  const open = document.createElement('button');
  open.type = 'button';
  open.textContent = host.dataset.label || words[0];
  open.style.cssText = `font:inherit;padding:12px 20px;border:0;border-radius:6px;cursor:pointer;color:#fff;background:${color || '#2f54eb'}`;
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', open.textContent);
  dialog.style.cssText =
    'width:min(640px,100vw);max-width:100vw;max-height:100dvh;padding:0;border:0;border-radius:8px;overflow:auto;box-sizing:border-box';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', words[1]);
  close.style.cssText =
    'position:sticky;top:0;float:right;z-index:1;width:44px;height:44px;font-size:28px;line-height:1;border:0;background:#fff;cursor:pointer';
  close.onclick = () => dialog.close();
  dialog.addEventListener('close', () => open.focus());
  // A click on the backdrop (the dialog itself, outside its content) closes it too.
  dialog.onclick = (event) => event.target === dialog && dialog.close();
  open.onclick = () => {
    if (!dialog.querySelector('iframe')) dialog.append(frame());
    dialog.showModal();
  };
  dialog.append(close);
  return [open, dialog];
}

function mount(origin: string, host: HTMLElement): HTMLIFrameElement | null | (() => HTMLIFrameElement | null) {
  const slug = host.dataset.creneauBook?.trim();
  if (!slug || host.dataset[MOUNTED]) return null;
  host.dataset[MOUNTED] = '1';
  const lang = widgetLanguage(host.dataset.lang, document.documentElement.lang);
  const color = widgetColor(host.dataset.color);
  const frame = () => frameFor(origin, host, slug, lang, color);
  // The placeholder may hold a plain link to the booking page, for browsers without JavaScript.
  if (host.dataset.mode !== 'button') {
    const inline = frame();
    host.replaceChildren(inline);
    return inline;
  }
  let made: HTMLIFrameElement | null = null;
  host.replaceChildren(...buttonFor(host, WORDS[lang] || WORDS.fr, color, () => (made = frame())));
  return () => made;
}

function start(script: HTMLScriptElement): void {
  const origin = new URL(script.src).origin;
  // The inline iframes, and for buttons what gives their iframe once opened.
  const frames: (() => HTMLIFrameElement | null)[] = [];

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the booking pages this script framed may resize their own iframe.
    if (event.origin !== origin || !isResizeMessage(event.data)) return;
    const frame = frames.map((get) => get()).find((candidate) => candidate?.contentWindow === event.source);
    const { height, title } = event.data;
    if (!frame || typeof height !== 'number' || !(height > 0)) return;
    frame.style.height = `${Math.min(Math.ceil(height), MAX_HEIGHT)}px`;
    if (typeof title === 'string' && title) frame.title = title.slice(0, 200);
  });

  const mountAll = () => {
    for (const host of document.querySelectorAll<HTMLElement>('[data-creneau-book]')) {
      const mounted = mount(origin, host);
      if (mounted) frames.push(typeof mounted === 'function' ? mounted : () => mounted);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
}

// currentScript is only set while this script first runs (async included), so it is read at once.
const self = document.currentScript;
if (self instanceof HTMLScriptElement && self.src) start(self);
