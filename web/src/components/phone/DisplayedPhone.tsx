import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { withLoadTimeout } from '../../app/lazy-page';

type PhoneTextProps = { e164: string };

let loaded: ComponentType<PhoneTextProps> | null = null;
let loading: Promise<ComponentType<PhoneTextProps>> | null = null;

/** Fetches the formatter (libphonenumber's metadata, ~50 KB gzipped): the server's render waits for it. */
export function preloadPhoneText(): Promise<ComponentType<PhoneTextProps>> {
  return (loading ??= withLoadTimeout(import('./phone-text')).then(
    (module) => (loaded = module.PhoneText),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

const LazyPhoneText = lazy(async () => ({ default: await preloadPhoneText() }));

/**
 * A phone number as people read it ("+33 1 42 78 12 34"). Its formatter is not part of the page's first
 * load: the server renders the number formatted, and the browser keeps that HTML while the formatter
 * arrives (a boundary of its own, hydrated once it is there); drawn by the browser alone, the stored
 * number shows until then.
 */
export function DisplayedPhone({ e164 }: PhoneTextProps) {
  return <Suspense fallback={e164}>{createElement(loaded ?? LazyPhoneText, { e164 })}</Suspense>;
}
