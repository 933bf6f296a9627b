/** A failure that retrying cannot fix (mailbox refused, invalid number, opt-out): the job stops at once. */
export class PermanentDeliveryError extends Error {}

/**
 * The request may have reached the provider, but no answer came back (a timeout or a connection cut
 * after it was sent). Sending again could deliver it twice, and neither SMTP nor Twilio's Messages API
 * takes an idempotency key: the message is failed with this reason, never resent.
 */
export class OutcomeUnknownError extends Error {}
