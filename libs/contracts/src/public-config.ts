import type { LegalNotice } from './legal';

// What the front ends read at run time from GET /api/public/config, so a self-hoster configures
// the public site with environment variables on the API, without rebuilding the front ends.
export interface PublicConfig {
  /** Set when public forms must carry a reCAPTCHA token. */
  recaptchaSiteKey: string | null;
  /** The external scheduling page of the demo modal; the modal says it is unavailable when unset. */
  demoSchedulingUrl: string | null;
  /** A Plausible-compatible event API; nothing is sent when unset, nor without the visitor's consent. */
  analytics: { endpoint: string; domain: string } | null;
  /** Where the browser reports its crashes; null outside production, where nothing is reported. */
  errorReportUrl: string | null;
  /** The landing page's presentation video (cloud storage); a poster stands in when unset. */
  presentationVideoUrl: string | null;
  /** The landing page's test-booking links, for rent and for sale. */
  testBooking: { rent: string; sale: string };
  /**
   * The operator's contact details: toolbar of the home page, contact block, demo modal, error pages.
   * The API always sends them; null stands for an API the browser could not reach.
   */
  contact: PublicContact | null;
  /** The operator, its data protection contacts and its sub-processors, for the legal pages. */
  legal: LegalNotice | null;
}

/** A number to show (international format) and to dial (E.164, for tel: links). */
export interface ContactPhone {
  display: string;
  dial: string;
}

/** Whom visitors reach: one e-mail address, one phone per market (the French and the Belgian variant). */
export interface PublicContact {
  email: string;
  phones: { fr: ContactPhone; be: ContactPhone };
}

/** A crash seen in a browser, as POSTed to /api/public/client-errors. */
export interface ClientErrorReport {
  message: string;
  stack?: string;
  url: string;
  kind: 'render' | 'unhandled';
}
