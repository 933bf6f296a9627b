import type { Region } from '../applicant-data/regions';
import type { Transaction } from '../listings/property-enums';
import type { PrequalificationQuestion } from '../visits/prequalification';
import type { VisitStatus } from '../visits/visit-status';

/** What the person holding a short link (/c/{code}) sees: their visit, never another candidate's data. */
export interface ShortLinkView {
  status: VisitStatus;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  language: string;
  interested: boolean | null;
  /** `id` opens its booking page (/book/{id}): a cancelled visit's page offers another slot. */
  listing: { id: string; reference: string; title: Record<string, string | undefined>; address: string };
  agency: { name: string; color: string | null; phone: string | null };
  agent: { firstName: string };
  /**
   * The application stage of the listing's region: its questions open once the visit is done or the
   * agent invites the candidate (`can.apply`). What was answered is never shown back: only when.
   */
  application: {
    region: Region;
    transaction: Transaction;
    questions: readonly PrequalificationQuestion[];
    answeredAt: string | null;
  };
  can: { confirm: boolean; cancel: boolean; answerInterest: boolean; apply: boolean };
}
