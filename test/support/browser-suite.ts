import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type BrowserPage } from './browser';
import { startStack, type Stack, type StackOptions } from './stack';

export interface BrowserSuite {
  readonly stack: Stack;
  readonly browser: Browser;
  /** A fresh context and page, closed after the test, which then fails on any error the page threw. */
  open(options?: Parameters<typeof openPage>[2]): Promise<BrowserPage>;
}

/**
 * The set-up every browser spec shares: the product's processes and Chromium, started together before the
 * describe block's tests and stopped after them. Call it at the top of a describe block. The stack options
 * may be a function, read when the block starts, for values known only then (a peer's address).
 */
export function browserSuite(stackOptions: StackOptions | (() => StackOptions) = {}): BrowserSuite {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const opened: BrowserPage[] = [];

  beforeAll(async () => {
    const options = typeof stackOptions === 'function' ? stackOptions() : stackOptions;
    // Settled, not all: when one fails to start, the other is still kept so that afterAll stops it, and no
    // Chromium or api process outlives the test file.
    const [started, launched] = await Promise.allSettled([startStack(options), launchBrowser()]);
    if (started.status === 'fulfilled') stack = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map(({ context }) => context.close()));
    // A crash in the page would otherwise hide behind whatever the test saw.
    expect(pages.flatMap(({ errors }) => errors)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is used before the suite's beforeAll has run`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async open(options = {}) {
      const opening = await openPage(started(browser, 'browser'), started(stack, 'stack').baseUrl, options);
      opened.push(opening);
      return opening;
    },
  };
}
