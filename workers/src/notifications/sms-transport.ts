export interface OutgoingSms {
  /** Our message's id: the provider's status callbacks name it, even when its answer to the send was lost. */
  messageId: string;
  /** E.164. */
  to: string;
  text: string;
  /** The agency's own sender: a number, a name or a Messaging Service SID (MG…); else the install's. */
  from?: string;
}

export interface SmsReceipt {
  providerId: string;
  /** As the provider counted them, when it says. */
  segments: number | null;
}

/** One small interface per channel: Twilio in production, the development outbox without credentials. */
export interface SmsTransport {
  readonly provider: string;
  send(sms: OutgoingSms): Promise<SmsReceipt>;
  /** Empties the provider's copy of a message (sent or received) once its person erased their data. */
  redact(providerId: string): Promise<void>;
}

export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');
