import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { ToastProvider } from '../toasts/ToastProvider';
import './AppLayout.css';
import { useEmbedHeight } from './embed';
import { widgetColor } from '../widget/attributes';
import { ErrorBoundary } from './ErrorBoundary';

/** A link out of the booking page (privacy policy, calendar files) opens beside the agency's site, not inside it. */
function openOutsideLinksApart(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin === window.location.origin && url.pathname.startsWith('/book/')) return;
  event.preventDefault();
  window.open(url.href, '_blank', 'noopener');
}

/**
 * The agency's colour the widget passes (?color=, checked again here: the address is anyone's to write)
 * becomes the page's primary colour. Set after hydration: the server renders the product's own.
 */
function useAgencyColor() {
  useEffect(() => {
    const color = widgetColor(new URLSearchParams(window.location.search).get('color') ?? undefined);
    if (!color) return;
    const root = document.documentElement.style;
    for (const variable of ['--color-primary', '--color-primary-strong']) root.setProperty(variable, color);
  }, []);
}

/**
 * The booking page inside an agency's own site: the page alone, without toolbar, footer or cookie banner
 * (the page loads no optional service, so there is nothing to consent to), sized to its content.
 */
export function EmbedLayout() {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  useEmbedHeight(content);
  useAgencyColor();
  return (
    <ToastProvider>
      <div ref={content} className="app-layout app-layout--embedded" onClickCapture={openOutsideLinksApart}>
        <main id="main" className="app-layout__main" tabIndex={-1}>
          <ErrorBoundary>
            <Suspense fallback={<PageLoader label={t('status.loading')} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </ToastProvider>
  );
}
