import { classifySmsReply } from './sms-reply';

// Replies as visitors write them, in French, Dutch (Belgium) and English, with their typos, accents,
// emoji and regional forms. The ones the first-word reader got wrong are marked.
const CONFIRMS = [
  'oui',
  'Oui !',
  ' OUI merci',
  'Ouais', // was not understood
  'ouaip',
  'Oui oui',
  'ok',
  'OK 👍',
  '👍',
  "D'accord, merci",
  'Dac',
  'Je viens',
  'Je viendrai avec ma femme',
  "J'y serai",
  'Je serai là avec 5 min de retard',
  'Pas de souci, à demain',
  'Pas de problème je viendrai',
  "C'est bon pour moi",
  'Parfait merci',
  'Confirmé',
  'Je confirme ma présence',
  'Bien reçu, merci',
  'ja',
  'Ja, ik kom',
  'Jawel',
  'Ja hoor',
  'Zeker!',
  'Jawel, tot dan',
  'Oké',
  'In orde',
  'Ik ben er',
  'Bevestigd',
  'Geen probleem, ik kom',
  'Yes',
  'Yep',
  'Yes I’ll be there',
  "I'll be there, thanks",
  'See you then',
  'No problem, see you then', // was a cancellation
  'No worries, see you tomorrow',
  'Sure',
  'Coming!',
  'y',
];

const CANCELS = [
  'non',
  'Non.',
  'NEE',
  'Neen', // was not understood
  'Non merci',
  'Nan',
  'Annuler', // was not understood
  'Annulez svp',
  'Désolé je ne pourrai pas venir',
  'Je ne peux plus venir, annulez svp',
  'Je peux pas venir',
  'Je ne viens pas',
  'Je ne serai pas présent',
  'Empêchement, désolée',
  'Certainement pas',
  'Nee, sorry',
  'Ik kom niet',
  'Kan niet', // was not understood
  'Sorry, kan niet komen',
  'Helaas kan ik niet',
  'Morgen lukt niet',
  'Ik ben er niet',
  'Ik moet afzeggen',
  'Zeker niet',
  'no thanks',
  'No, sorry',
  'Nope',
  'Cancel', // was not understood
  'Cancel please',
  "Can't make it, sorry", // was not understood
  "I'm not coming",
  'I cannot come',
  '👎',
  'n',
];

const UNCLEAR = [
  'Non non, je viens', // was a cancellation: it says both
  "N'importe quelle heure", // was a cancellation: it says neither
  'peut-être',
  'Pas sûr',
  'Oui mais je ne peux pas',
  'Yes please cancel',
  'Not sure yet',
  'Misschien',
  'Il y a un souci avec la date',
  'Pouvez-vous décaler à 18h ?',
  'Can we move it to 6pm?',
  'Qui êtes-vous ?',
  'À quelle heure déjà ?',
  'Welk adres?',
  '',
  '123',
  '?',
  'nonsense',
];

describe('classifySmsReply', () => {
  it('is tested on at least sixty real-world replies', () => {
    expect(CONFIRMS.length + CANCELS.length + UNCLEAR.length).toBeGreaterThanOrEqual(60);
  });
  it.each(CONFIRMS)('reads %j as a confirmation', (body) => {
    expect(classifySmsReply(body)).toBe('confirm');
  });
  it.each(CANCELS)('reads %j as a cancellation', (body) => {
    expect(classifySmsReply(body)).toBe('cancel');
  });
  it.each(UNCLEAR)('does not guess %j', (body) => {
    expect(classifySmsReply(body)).toBe('unclear');
  });
});
