import type { ErrorCode, ErrorDetailsOf } from '@creneau/contracts';

/** The codes an upload of a rental-file document is refused with (answered 400, 413 for the size). */
export type DocumentRefusalCode = Extract<
  ErrorCode,
  | 'DOCUMENT_TYPE_NOT_ACCEPTED'
  | 'DOCUMENT_TOO_LARGE'
  | 'DOCUMENT_TOO_MANY_PIXELS'
  | 'DOCUMENT_TOO_MANY_PAGES'
  | 'DOCUMENT_ENCRYPTED'
  | 'DOCUMENT_ACTIVE_CONTENT'
  | 'DOCUMENT_MALWARE'
  | 'DOCUMENT_HEIC_NOT_SUPPORTED'
  | 'DOCUMENT_UNREADABLE'
>;

/** An upload refused by the validation pipeline: nothing is stored, the API answers `code` with `details`. */
export class DocumentRefusal<C extends DocumentRefusalCode = DocumentRefusalCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details?: ErrorDetailsOf<C>,
  ) {
    super(message);
  }
}
