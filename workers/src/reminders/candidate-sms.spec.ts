import { smsLength, toGsm7IfPossible } from '@creneau/contracts';
import { translator } from '@creneau/server';
import { visitWhen } from '../visits/visit-when.util';

// The SMS a candidate gets for every visit: each must fit one segment (160 GSM-7 characters) for a
// long but ordinary case, or every booking of an agency costs it two. A Wednesday of September at
// 18:30 has the longest day and month names of the three languages.
const LONG_CASE = {
  agency: 'Agence du Marais',
  address: '24 rue Vieille du Temple, 75004 Paris',
  // PUBLIC_URL as .env.example gives it, and a short code.
  link: 'https://visites.example.fr/c/AbCdEfGhJk',
  listing: 'T3 lumineux avec balcon',
  startsAt: new Date('2027-09-22T16:30:00Z'),
};

describe.each(['fr', 'nl', 'en'])('the candidate SMS in %s', (language) => {
  it.each(['booked', 'confirmationRequest', 'reminder', 'application'])('%s fits one GSM-7 segment', async (key) => {
    const t = await translator(language);
    const text = t(`visit.${key}.sms`, {
      ...LONG_CASE,
      when: visitWhen(LONG_CASE.startsAt, 'Europe/Paris', language),
      time: '18:30',
    });

    const length = smsLength(toGsm7IfPossible(text));

    expect({ text, encoding: length.encoding, segments: length.segments }).toEqual({
      text,
      encoding: 'GSM-7',
      segments: 1,
    });
  });
});
