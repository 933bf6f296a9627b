import type { DossierFacileDocumentRef } from './dossier-facile.mapping';
import type { DfcProfile } from './dossier-facile.shapes';

/** What the token endpoint gave for the visitor's consent (OAuth 2 authorisation-code grant). */
export interface DossierFacileTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

/**
 * DossierFacile Connect as the import needs it: the consent page, the code exchanged for the visitor's
 * token, their file read, and its documents downloaded. Tests and the merger's wiring swap the HTTP
 * implementation for anything that keeps this contract. Failures throw DossierFacileError; a document
 * over the upload limit throws the upload validation's DocumentRefusal (DOCUMENT_TOO_LARGE) before it
 * is read whole.
 */
export interface DossierFacileClient {
  /** Where to send the visitor to sign in at DossierFacile and consent; `state` comes back with the code. */
  authorisationUrl(state: string, codeChallenge?: string): string;
  exchangeCode(code: string, codeVerifier?: string): Promise<DossierFacileTokens>;
  fetchProfile(accessToken: string): Promise<DfcProfile>;
  downloadDocument(ref: DossierFacileDocumentRef, accessToken: string): Promise<Buffer>;
}
