import { displayPhone } from '@creneau/contracts';

/** A stored E.164 number as people read it (libphonenumber, with its metadata: a chunk of its own). */
export function PhoneText({ e164 }: { e164: string }) {
  return <>{displayPhone(e164)}</>;
}
