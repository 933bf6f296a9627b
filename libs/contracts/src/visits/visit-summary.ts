export interface NewCandidateView {
  id: string;
  firstName: string;
  lastName: string;
  /** A Belgian visitor gives one means of contact of their choice: one of the two may be null. */
  phone: string | null;
  email: string | null;
  createdAt: string;
  /** Their latest visit (with this agent or at this listing when asked), with their interest answer. */
  visit: { id: string; listingId: string; startsAt: string; interested: boolean | null };
}

export interface VisitSummary {
  noShow: { days: number; done: number; noShow: number; rate: number | null };
  /** The candidates' answers to "still interested?" after visits of the same 90 days. */
  interest: { days: number; interested: number; notInterested: number };
  newCandidates: { days: number; total: number; latest: NewCandidateView[] };
}
