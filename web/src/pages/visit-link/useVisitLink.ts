import { intlLocale, type ErrorCode, type ShortLinkView } from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { followLanguage } from '../../i18n/i18n';
import { errorCodeOf, postJson } from '../../session/api';

type State = { view: ShortLinkView; error: null } | { view: null; error: ErrorCode | null };

/** Reads the visit behind a short code (reading changes nothing) and posts the person's choice. */
export function useVisitLink(code: string) {
  const [state, setState] = useState<State>({ view: null, error: null });
  useEffect(() => {
    let live = true;
    void fetch(`/api/public/short-links/${encodeURIComponent(code)}`).then(async (response) => {
      const body: unknown = await response.json().catch(() => undefined);
      // In the visit's language before it shows, so a Dutch visitor never sees it in French first.
      if (response.ok) await followLanguage((body as ShortLinkView).language);
      if (!live) return;
      setState(
        response.ok
          ? { view: body as ShortLinkView, error: null }
          : { view: null, error: errorCodeOf(response.status, body) },
      );
    });
    return () => {
      live = false;
    };
  }, [code]);
  const act = async (action: 'confirm' | 'cancel' | 'interest', body?: unknown) => {
    const view = await postJson<ShortLinkView>(`/api/public/short-links/${encodeURIComponent(code)}/${action}`, body);
    setState({ view, error: null });
  };
  /** A view the page got otherwise (the application form's answer): shown as is. */
  const replace = (view: ShortLinkView) => setState({ view, error: null });
  return { ...state, act, replace };
}

export function visitWhen(view: ShortLinkView, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: view.timeZone,
  }).format(new Date(view.startsAt));
}
