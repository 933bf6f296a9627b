import type { RentalDocumentView, RentalPersonView } from '../rental-files/rental-file-views';
/** A signed bon de visite with its PDF (base64). */
export interface ExportedVoucher {
  visitId: string;
  signerName: string;
  /** @format date-time */
  signedAt: string;
  pdfBase64: string | null;
}

/** The one-tap answer after a visit: still interested or not. */
export interface ExportedInterest {
  visitId: string;
  interested: boolean | null;
  /** @format date-time */
  answeredAt: string | null;
}

export interface ExportedSmsReply {
  body: string;
  kind: string;
  /** @format date-time */
  receivedAt: string;
}

export interface ExportedSmsOptOut {
  phone: string;
  /** @format date-time */
  since: string;
}

/**
 * Everything the product holds about a visitor (GDPR art. 15 and 20): the account, the contact
 * details each agency received, the visits with the answers given, and the messages sent. Instants are
 * ISO strings, as the JSON carries them.
 */
/** The visitor's rental file (issue 21): every document with its bytes (base64), and where it was shared. */
export interface ExportedRentalFile {
  createdAt: string;
  people: Omit<RentalPersonView, 'documents'>[];
  documents: (RentalDocumentView & { dataBase64: string | null })[];
  applications: {
    id: string;
    agencyName: string;
    listingReference: string;
    status: number;
    refusalReason: string | null;
    createdAt: string;
  }[];
}

export interface MyDataExport {
  exportedAt: string;
  account: Record<string, unknown>;
  candidates: Record<string, unknown>[];
  visits: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  /** What agents were told about the person's visits (booking notices, cancellations). */
  messagesToAgents: Record<string, unknown>[];
  /** The signed bons de visite, each with its PDF (base64). */
  vouchers: ExportedVoucher[];
  interest: ExportedInterest[];
  smsReplies: ExportedSmsReply[];
  smsOptOuts: ExportedSmsOptOut[];
  /** The account's sessions (IP address, browser) and its sign-ins and other actions in the audit log. */
  sessions: Record<string, unknown>[];
  signIns: Record<string, unknown>[];
  /** Null when the visitor never opened a rental file. */
  rentalFile: ExportedRentalFile | null;
}
