/** What a visitor's answer to "will you come?" says, read as a whole. */
export type SmsReplyIntent = 'confirm' | 'cancel' | 'unclear';

// Phrases, not words: "no problem" and "pas de souci" say yes with a "no" in them, "je ne viens pas" and
// "ik kom niet" say no around a "yes" phrase. Each list is matched longest phrase first, and a phrase
// that matched is taken out of the text, so its words count once, for what the phrase means.
// Written as the normalised text reads: lower case, no accents, no apostrophes ("j'y serai" -> "jy serai").
const YES_DESPITE_NO = [
  'no problem',
  'no problemo',
  'no worries',
  'no doubt',
  'not a problem',
  'pas de souci',
  'pas de soucis',
  'pas de probleme',
  'pas de problemes',
  'aucun souci',
  'aucun probleme',
  'sans souci',
  'sans probleme',
  'sans faute',
  'geen probleem',
  'geen zorgen',
  'geen punt',
  'zonder probleem',
  'nee hoor ik kom',
];

const NO_DESPITE_YES = [
  // French
  'je ne viens pas',
  'je viens pas',
  'ne viens pas',
  'je ne viendrai pas',
  'je viendrai pas',
  'ne viendrai pas',
  'ne pourrai pas',
  'pourrai pas',
  'ne peux pas',
  'peux pas',
  'ne peux plus',
  'peux plus',
  'ne serai pas',
  'serai pas la',
  'pas dispo',
  'pas disponible',
  'plus disponible',
  'plus interesse',
  'plus interessee',
  'ne confirme pas',
  // Dutch
  'ik kom niet',
  'kom niet',
  'kan niet',
  'kan niet komen',
  'ik kan niet',
  'kunnen niet',
  'niet komen',
  'zal er niet zijn',
  'ben er niet',
  'niet beschikbaar',
  'geen interesse meer',
  'geen interesse',
  'lukt niet',
  'gaat niet',
  // English
  'not coming',
  'wont come',
  'wont be there',
  'will not be there',
  'wont make it',
  'cant make it',
  'cannot make it',
  'can not make it',
  'cant come',
  'cannot come',
  'not able',
  'unable',
  'no longer',
  'not interested',
  'absolutely not',
  'definitely not',
  'of course not',
  'certainement pas',
  'surement pas',
  'ne serai pas present',
  'ne serai pas presente',
  'serai pas present',
  'serai pas presente',
  'pas present',
  'pas presente',
  'zeker niet',
  'absoluut niet',
  'kan ik niet',
  'ik kan niet komen',
  'helaas niet',
  'cant',
  'cannot',
];

const YES = [
  // French
  'oui',
  'ouais',
  'ouai',
  'ouaip',
  'ouep',
  'ouip',
  'yep',
  'ok',
  'okay',
  'oki',
  'okey',
  'oke',
  'daccord',
  'dac',
  'je viens',
  'je viendrai',
  'jy serai',
  'je serai la',
  'serai la',
  'jarrive',
  'present',
  'presente',
  'je confirme',
  'confirme',
  'confirmer',
  'confirmee',
  'cest bon',
  'ca marche',
  'entendu',
  'parfait',
  'bien sur',
  'avec plaisir',
  'a demain',
  'tout a fait',
  'absolument',
  'bien recu',
  // Dutch
  'ja',
  'jawel',
  'jaja',
  'jazeker',
  'zeker',
  'ik kom',
  'ik kom zeker',
  'ik ben er',
  'ik zal er zijn',
  'zal er zijn',
  'bevestigd',
  'bevestig',
  'ik bevestig',
  'in orde',
  'prima',
  'goed',
  'akkoord',
  'tot morgen',
  'tot dan',
  // English
  'yes',
  'yeah',
  'yea',
  'yup',
  'ya',
  'sure',
  'of course',
  'definitely',
  'absolutely',
  'confirm',
  'confirmed',
  'coming',
  'ill be there',
  'i will be there',
  'will be there',
  'see you',
  'see you then',
  'see you tomorrow',
  'sounds good',
  'will do',
];

const NO = [
  // French
  'non',
  'nan',
  'nop',
  'annuler',
  'annule',
  'annulee',
  'annulez',
  'annulation',
  'empeche',
  'empechee',
  'empechement',
  'desiste',
  // Dutch
  'nee',
  'neen',
  'nein',
  'annuleer',
  'annuleren',
  'geannuleerd',
  'afzeggen',
  'zeg af',
  'verhinderd',
  // English
  'no',
  'nope',
  'nah',
  'cancel',
  'cancelled',
  'canceled',
];

// Doubt says neither: "pas sûr", "maybe" make any reply unclear, whatever else it says.
const HEDGES = [
  'peut etre',
  'pas sur',
  'pas sure',
  'je ne sais pas',
  'sais pas',
  'je sais pas',
  'misschien',
  'niet zeker',
  'weet niet',
  'weet het niet',
  'maybe',
  'not sure',
  'perhaps',
  'dont know',
];

// One letter is an answer only when it is the whole reply: "il y a un souci" is no "Y".
const ONE_LETTER: Record<string, SmsReplyIntent> = { o: 'confirm', y: 'confirm', j: 'confirm', n: 'cancel' };

const THUMBS_UP = /\u{1F44D}|\u{1F44C}|\u{2705}/u;
const THUMBS_DOWN = /\u{1F44E}|\u{274C}/u;

/** Lower case, no accents, apostrophes dropped (j'y -> jy, can't -> cant), words separated by one space. */
function normalise(body: string): string {
  return ` ${body
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const byLength = (phrases: string[]) => [...phrases].sort((a, b) => b.length - a.length);
const ORDERED = {
  yesDespiteNo: byLength(YES_DESPITE_NO),
  noDespiteYes: byLength(NO_DESPITE_YES),
  yes: byLength(YES),
  no: byLength(NO),
};

/** Takes every whole-word occurrence of these phrases out of the text; answers the text left and whether any matched. */
function take(text: string, phrases: string[]): [string, boolean] {
  let found = false;
  for (const phrase of phrases) {
    const needle = ` ${phrase} `;
    while (text.includes(needle)) {
      text = text.replace(needle, ' ');
      found = true;
    }
  }
  return [text, found];
}

/**
 * The whole reply, classified: a reply that says yes and no ("Non non, je viens") or neither
 * ("N'importe quelle heure") is unclear, and the visitor is asked once more rather than guessed at.
 */
export function classifySmsReply(body: string): SmsReplyIntent {
  let text = normalise(body);
  const letter = ONE_LETTER[text.trim()];
  if (letter) return letter;
  if (take(text, HEDGES)[1]) return 'unclear';
  let yes = THUMBS_UP.test(body);
  let no = THUMBS_DOWN.test(body);
  let found: boolean;
  [text, found] = take(text, ORDERED.yesDespiteNo);
  yes ||= found;
  [text, found] = take(text, ORDERED.noDespiteYes);
  no ||= found;
  [text, found] = take(text, ORDERED.yes);
  yes ||= found;
  [, found] = take(text, ORDERED.no);
  no ||= found;
  if (yes === no) return 'unclear';
  return yes ? 'confirm' : 'cancel';
}
