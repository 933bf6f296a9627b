// Opt-out words in the languages we send in, plus the ones carriers and Twilio honour everywhere.
// CANCEL/ANNULER are not among them: a visitor may use those about a visit, which is a reply.
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'END', 'QUIT', 'OPTOUT', 'ARRET', 'STOPP', 'STOP SMS']);
const OPT_IN = new Set(['START', 'UNSTOP']);

export type InboundSmsKind = 'opt_out' | 'opt_in' | 'reply';

/** Upper case, accents and surrounding punctuation removed: "Arrêt." and "ARRET" are one word. */
export function normalizeSmsKeyword(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function classifyInboundSms(body: string): InboundSmsKind {
  const keyword = normalizeSmsKeyword(body);
  if (OPT_OUT.has(keyword)) return 'opt_out';
  if (OPT_IN.has(keyword)) return 'opt_in';
  return 'reply';
}
