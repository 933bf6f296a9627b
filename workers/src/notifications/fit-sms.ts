import { smsLength, toGsm7IfPossible } from '@creneau/contracts';

// The texts of every SMS the workers write about a visit or a candidate, fitted to one segment.

/** A catalogue's t(), bound to the recipient's language. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** One segment of GSM-7 (160 characters): a visit's SMS never costs two. */
export function fitsOneSegment(text: string): boolean {
  const length = smsLength(toGsm7IfPossible(text));
  return length.encoding === 'GSM-7' && length.segments === 1;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The SMS in one segment: when the whole text is too long, the address is shortened first (postcode and
 * town), then the listing's and the agency's names are clipped; the link never is.
 */
export function fitSms(t: Translate, key: string, values: Record<string, string>, place: string): string {
  const tries: Record<string, string>[] = [
    values,
    { ...values, address: place },
    { ...values, address: place, listing: clip(values.listing ?? '', 24) },
    { ...values, address: place, listing: clip(values.listing ?? '', 24), agency: clip(values.agency ?? '', 22) },
    {
      ...values,
      address: clip(place, 16),
      listing: clip(values.listing ?? '', 16),
      agency: clip(values.agency ?? '', 16),
      candidate: clip(values.candidate ?? '', 24),
      why: clip(values.why ?? '', 24),
    },
  ];
  for (const attempt of tries) {
    const text = t(key, attempt);
    if (fitsOneSegment(text)) return text;
  }
  return t(key, tries[tries.length - 1]);
}
