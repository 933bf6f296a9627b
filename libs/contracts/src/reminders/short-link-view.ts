import type { VisitStatus } from '../visits/visit-status';

/** What the person holding a short link (/c/{code}) sees: their visit, never another candidate's data. */
export interface ShortLinkView {
  status: VisitStatus;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  language: string;
  interested: boolean | null;
  listing: { reference: string; title: Record<string, string | undefined>; address: string };
  agency: { name: string; color: string | null; phone: string | null };
  agent: { firstName: string };
  can: { confirm: boolean; cancel: boolean; answerInterest: boolean };
}
