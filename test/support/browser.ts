import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with nothing that reaches out to the network (closed here anyway).
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
  /** Failed page scripts and what the Content-Security-Policy refused, to assert a page ran cleanly. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number }; locale?: string; timezoneId?: string } = {},
): Promise<BrowserPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'fr-FR',
    timezoneId: options.timezoneId ?? 'Europe/Paris',
  });
  const page = await context.newPage();
  // A server-rendered public page fetches its scripts once it has loaded (web/public/after-paint.js): until
  // React has taken it over, its buttons do nothing. `goto` returns when the page responds, as a person waits
  // for it, unless the test asked for the earliest moment (waitUntil: 'commit', to see the page before scripts).
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (gotoOptions?.waitUntil !== 'commit' && (await page.locator('template#after-paint').count()) > 0)
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    return response;
  };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page's Content-Security-Policy refused: a page that needs it to run would break in production.
  // The queue dashboard (bull-board's own page) is served without its Google Fonts stylesheet
  // (api/src/ops/queues-board.ts); an older build asked for it, a refusal that changed nothing.
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || !/Content Security Policy/.test(text)) return;
    if (text.startsWith("Loading the stylesheet 'https://fonts.googleapis.com/")) return;
    errors.push(text);
  });
  return { context, page, errors };
}

/** Signs in through the API within the browser context, so its cookies are the page's. */
export async function signInContext(
  context: BrowserContext,
  email: string,
  password: string,
  area: 'pro' | 'visits',
): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in', { data: { email, password, area } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}
