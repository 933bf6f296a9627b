import type { ClientErrorReport } from '@creneau/contracts';
import { shareableUrl } from '../analytics/shareable-url';
import { loadPublicConfig } from '../lib/public-config';
import { isChunkLoadError } from './chunk-load-error';

// Noise rather than bugs: a chunk gone after a deploy (the update screen handles it) and the
// ResizeObserver loop warnings browsers raise as errors.
const IGNORED = [/ResizeObserver loop/i];
// A crash loop must not send hundreds of reports from one tab.
const MAX_REPORTS_PER_PAGE = 10;
let sent = 0;

export function isReportable(error: unknown): boolean {
  if (isChunkLoadError(error)) return false;
  const message = error instanceof Error ? error.message : String(error);
  return !IGNORED.some((pattern) => pattern.test(message));
}

/** Sends an error to the error-reporting service; the API gives its address in production only. */
export async function reportError(error: unknown, kind: ClientErrorReport['kind']): Promise<void> {
  if (!isReportable(error) || sent >= MAX_REPORTS_PER_PAGE) return;
  const { errorReportUrl } = await loadPublicConfig();
  if (!errorReportUrl) return;
  sent += 1;
  const report: ClientErrorReport = {
    message: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    stack: error instanceof Error ? error.stack?.slice(0, 8000) : undefined,
    url: shareableUrl(window.location.href).slice(0, 2000),
    kind,
  };
  await fetch(errorReportUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Errors no boundary catches: event handlers, timers, promises nobody awaited. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => void reportError(event.error ?? event.message, 'unhandled'));
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason, 'unhandled'));
}
