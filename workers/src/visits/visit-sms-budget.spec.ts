import type { MessageBatch, QueuedMessageRow } from '@creneau/server';
import type { WorkersConfig } from '../config/workers.config';
import { LONGEST } from '../../../test/support/longest-visit';
import { translator } from '@creneau/server';
import { fitSms, fitsOneSegment } from '../notifications/fit-sms';
import { VisitMessenger, type CandidateMessage } from './visit-messenger';

// Every SMS a visitor or an agent gets must fit one segment (160 GSM-7 characters) with the longest
// realistic names, or every booking of an agency costs it two. A Wednesday of September at 18:30 has the
// longest day and month names of the three languages; the address is shortened, never the link.
const PUBLIC_URL = 'https://visites.example.fr';
const LINK = `${PUBLIC_URL}/c/AbCdEfGhJk`;
const NOW = new Date('2027-09-21T16:00:00Z');
const VALUES = { deadline: '15:30' };

const CANDIDATE_KINDS: (Omit<CandidateMessage, 'channels' | 'purpose'> & { name: string })[] = [
  { name: 'booked', key: 'booked', link: LINK, answersVisitor: true },
  { name: 'moved', key: 'moved', link: LINK, answersVisitor: true },
  { name: 'request', key: 'confirmationRequest', link: LINK },
  { name: 'request with release', key: 'confirmationRequest', link: LINK, release: true, values: VALUES },
  { name: 'nudge', key: 'confirmationNudge', link: LINK, release: true, values: VALUES },
  { name: 'reminder', key: 'reminder', link: LINK },
  { name: 'released', key: 'released', link: LINK },
  { name: 'cancelled by the agency', key: 'cancelledCandidate', link: LINK },
  { name: 'cancelled by the agency, with a reason', key: 'cancelledCandidateWhy', link: LINK },
  { name: 'cancelled by the visitor', key: 'cancelledByVisitor', link: LINK, answersVisitor: true },
  { name: 'interest', key: 'interest', link: `${PUBLIC_URL}/i/AbCdEfGhJk`, optional: true },
  { name: 'application', key: 'application', link: LINK, optional: true },
];
const AGENT_KEYS = [
  'bookedAgent',
  'movedAgent',
  'unconfirmed',
  'unconfirmedReleased',
  'cancelledAgent',
  'cancelledAgentWhy',
];

function collect(): { rows: QueuedMessageRow[]; batch: MessageBatch } {
  const rows: QueuedMessageRow[] = [];
  return { rows, batch: { add: (row: QueuedMessageRow) => rows.push(row) } as unknown as MessageBatch };
}

function messenger(twilio: Partial<WorkersConfig> = {}) {
  return new VisitMessenger({ PUBLIC_URL, ...twilio } as WorkersConfig);
}

const SENDERS = {
  'a number': {},
  'an alphanumeric sender': { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: 'Creneau' },
};

describe.each(['fr', 'nl', 'en'])('the SMS in %s with the longest names', (language) => {
  describe.each(Object.entries(SENDERS))('from %s', (_, twilio) => {
    it.each(CANDIDATE_KINDS.map((kind) => [kind.name, kind] as const))(
      '%s fits one segment, link whole',
      async (_name, kind) => {
        const { rows, batch } = collect();
        const visit = { ...LONGEST, candidate: { ...LONGEST.candidate, language } };
        await messenger(twilio).toCandidate(
          batch,
          visit,
          { ...kind, purpose: 'visit_booked', channels: { email: false, sms: true }, answersVisitor: true },
          NOW,
        );
        const [sms] = rows;
        expect({ text: sms.bodyText, fits: fitsOneSegment(sms.bodyText) }).toEqual({ text: sms.bodyText, fits: true });
        expect(sms.bodyText).toContain(kind.link);
      },
    );
  });

  it.each(['confirmed', 'cancelled', 'unknown', 'restored', 'restoreFailed'])(
    'the answer to an SMS reply, %s, fits one segment',
    async (key) => {
      const t = await translator(language);
      const visit = { ...LONGEST, candidate: { ...LONGEST.candidate, language } };
      const values = { ...messenger().values(visit, visit.candidate, NOW), link: LINK };
      const text = fitSms((k, v) => t(k, v), `visit.smsReply.${key}`, values, visit.listing.place);
      expect({ text, fits: fitsOneSegment(text) }).toEqual({ text, fits: true });
    },
  );

  it.each(AGENT_KEYS)('the agent’s %s fits one segment', async (key) => {
    const { rows, batch } = collect();
    const visit = { ...LONGEST, agent: { ...LONGEST.agent, language } };
    await messenger().toAgent(batch, visit, 'visit_booked', { purpose: 'visit_booked_agent', key }, NOW);
    const sms = rows.find((row) => row.channel === 'sms')!;
    expect({ text: sms.bodyText, fits: fitsOneSegment(sms.bodyText) }).toEqual({ text: sms.bodyText, fits: true });
  });
});

describe('what the SMS say', () => {
  const request = async (twilio: Partial<WorkersConfig>, language = 'fr') => {
    const { rows, batch } = collect();
    const visit = { ...LONGEST, candidate: { ...LONGEST.candidate, language } };
    await messenger(twilio).toCandidate(
      batch,
      visit,
      {
        purpose: 'visit_confirmation_request',
        key: 'confirmationRequest',
        link: LINK,
        release: true,
        values: VALUES,
        channels: { email: true, sms: true },
      },
      NOW,
    );
    return rows[0].bodyText;
  };

  it('asks for OUI/NON only when the sender can take replies, and says silence releases the slot', async () => {
    expect(await request({})).toMatch(/OUI ou NON.*Sans réponse avant 15:30, le créneau sera libéré/);
    expect(await request({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+33757000000' })).toContain('OUI ou NON');
    const named = await request({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: 'Creneau' });
    expect(named).not.toMatch(/OUI|NON|Répondez/);
    expect(named).toContain('Sans réponse avant 15:30, le créneau sera libéré');
  });

  it('gives the day in natural words', async () => {
    expect(await request({})).toContain('visite demain à 18:30');
    expect(await request({}, 'nl')).toContain('bezoek morgen om 18.30');
    expect(await request({}, 'en')).toContain('viewing tomorrow at 18:30');
  });

  it('says "d’Élodie" in French, and STOP only on the optional ones', async () => {
    const { rows, batch } = collect();
    const visit = { ...LONGEST, candidate: { ...LONGEST.candidate, firstName: 'Élodie', lastName: 'Roy' } };
    await messenger().toAgent(batch, visit, 'visit_booked', { purpose: 'visit_booked_agent', key: 'movedAgent' }, NOW);
    expect(rows.find((row) => row.channel === 'sms')!.bodyText).toContain('visite d’Élodie Roy');
    expect(await request({})).not.toContain('STOP');
    const optional = collect();
    await messenger().toCandidate(
      optional.batch,
      LONGEST,
      { purpose: 'visit_interest', key: 'interest', link: LINK, optional: true, channels: { email: false, sms: true } },
      NOW,
    );
    expect(optional.rows[0].bodyText).toContain('STOP');
  });
});
