import { useEffect, type RefObject } from 'react';

/** What the booking page inside an agency's site tells the widget loader (web/src/widget/loader.ts). */
export interface EmbedResizeMessage {
  type: 'creneau:resize';
  height: number;
  title: string;
}

let embedded: boolean | undefined;

/**
 * The booking page framed by the widget loader: /book/{slug}?embed=1. Read once, at start: the page's
 * own navigations (another listing, the confirmation) stay embedded.
 */
export function isEmbedded(): boolean {
  embedded ??=
    window.location.pathname.startsWith('/book/') && new URLSearchParams(window.location.search).get('embed') === '1';
  return embedded;
}

/** Tells the framing page how tall the content is, so the iframe never shows a scroll bar of its own. */
export function useEmbedHeight(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = content.current;
    if (!element || window.parent === window) return;
    const observer = new ResizeObserver(() => {
      const message: EmbedResizeMessage = {
        type: 'creneau:resize',
        height: Math.ceil(element.getBoundingClientRect().height),
        title: document.title,
      };
      // Any origin: the server lets only the agency's allowed sites frame this page (frame-ancestors),
      // and a height and a page title are all it says.
      window.parent.postMessage(message, '*');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);
}
