import { visitorQuietHoursAwayFromNow } from '../../support/factories';
import { displayPhone } from '@creneau/contracts';
import { waitFor } from '../../support/processes';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer';
import { startStack, type Stack } from '../../support/stack';
import { postTwilioWebhook, type AcceptedSms, type TwilioPeer } from '../../support/twilio-peer';
import { twilioEnv } from '../sms/sms-fixtures';
import {
  bookAnother,
  bookVisit,
  fire,
  messagesOf,
  settledMessages,
  visitStatus,
  type BookedVisit,
} from './reminder-fixtures';

/** Visit messages through real peers: an SMTP server and an HTTP server answering like Twilio's API. */
describe('visit messages through SMTP and Twilio', () => {
  let smtp: SmtpPeer;
  let twilio: TwilioPeer;
  let stack: Stack;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const setup = await twilioEnv();
    twilio = setup.peer;
    stack = await startStack({
      env: { ...setup.env, SMTP_URL: smtp.url, MAIL_FROM: 'Créneau <no-reply@creneau.test>' },
    });
    await visitorQuietHoursAwayFromNow(stack.db.pool);
  });

  afterAll(async () => {
    await stack?.stop();
    await twilio?.close();
    await smtp?.close();
  });

  const smsTo = (phone: string, count: number) =>
    waitFor(async () => {
      const accepted = twilio.acceptedFor(phone);
      return accepted.length >= count ? accepted : null;
    }, `${count} SMS to ${phone}`);
  const mailTo = (address: string, subject: RegExp) =>
    waitFor(
      async () => smtp.received.find((m) => JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? '')),
      `an e-mail "${subject.source}" to ${address}`,
    );
  let inbound = 0;
  const answer = (from: string, body: string) =>
    postTwilioWebhook(
      stack.baseUrl,
      'inbound',
      { MessageSid: `SM${from.slice(1)}r${(inbound += 1)}`, From: from, To: 'Creneau', Body: body },
      twilio.authToken,
    );
  /** The visit's request to confirm, fired now and received by the candidate's phone. */
  const askToConfirm = async (visit: Pick<BookedVisit, 'visitId' | 'phone'>): Promise<AcceptedSms> => {
    await smsTo(visit.phone, 1);
    await fire(stack, visit.visitId, 'confirmation_request');
    return (await smsTo(visit.phone, 2))[1];
  };

  it('a booking: the candidate gets an SMS and a branded e-mail with the .ics, the agent a notice', async () => {
    const visit = await bookVisit(stack, 'Peers', { agencyFields: { brand_color: '#8a1538', name: 'Agence du Port' } });

    const [sms] = await smsTo(visit.phone, 1);
    expect(sms.body).toMatch(/^Agence du Port : visite réservée le .+ Gérer : http:\/\/.+\/c\/[A-Za-z0-9]{10}$/);
    const mail = await mailTo(visit.email, /^Votre visite du .+ est réservée$/);
    expect(mail.from?.text).toContain('no-reply@creneau.test');
    // From the agency, by its name.
    expect(mail.from?.value[0].name).toBe('Agence du Port');
    expect(mail.text).toContain('Bonjour Camille');
    expect(mail.text).toContain('Gérer ma visite\u00a0: http');
    expect(mail.html).toContain('Agence du Port');
    expect(mail.html).toContain('background:#8a1538');
    // Issue 31, over real SMTP: a reply reaches the agent; the body says its language.
    expect(mail.replyTo?.value[0].address).toBe(visit.agent.email);
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/i);
    // The invitation twice (RFC 6047): the text/calendar alternative mail clients act on, and the file.
    const [invitation, ics] = mail.attachments;
    expect(mail.attachments).toHaveLength(2);
    expect(invitation.contentType).toBe('text/calendar');
    expect(invitation.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
    expect(ics).toMatchObject({ filename: 'visite.ics' });
    expect(ics.content.toString()).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VEVENT/);
    const notice = await mailTo(visit.agent.email, /^Nouvelle visite\u00a0: Camille Peers/);
    // The agent reads the candidate's phone as people write it, not the E.164 it is stored and dialled in.
    expect(notice.text).toContain(displayPhone(visit.phone));

    const [message] = await settledMessages(stack.db.pool, visit.visitId, 'visit_booked', 2).then((rows) =>
      rows.filter((row) => row.channel === 'sms'),
    );
    expect(message).toMatchObject({ status: 'sent', provider: 'twilio' });
    expect((await twilio.callback(sms, 'delivered')).status).toBe(204);
    await waitFor(async () => {
      const [row] = (await messagesOf(stack.db.pool, visit.visitId)).filter((m) => m.id === message.id);
      return row.status === 'delivered';
    }, 'the delivery callback applied');
  });

  it('OUI by SMS confirms the visit, once however often Twilio replays the webhook', async () => {
    const visit = await bookVisit(stack, 'Oui');
    const request = await askToConfirm(visit);
    // The peer's sender is a name (TWILIO_FROM=Creneau): it cannot take replies, so none is asked for.
    expect(request.body).toContain('Confirmez ou annulez');
    expect(request.body).not.toContain('Répondez');

    const params = { MessageSid: `SM${visit.phone.slice(1)}oui`, From: visit.phone, To: 'Creneau', Body: 'Oui !' };
    for (let i = 0; i < 3; i++) {
      expect((await postTwilioWebhook(stack.baseUrl, 'inbound', params, twilio.authToken)).status).toBe(200);
    }

    await waitFor(async () => (await visitStatus(stack.db.pool, visit.visitId)) === 'confirmed', 'the visit confirmed');
    const [, , ack] = await smsTo(visit.phone, 3);
    expect(ack.body).toMatch(/visite .+ confirmée\. Un emp.chement \? Annulez ici : http/);
    const acks = await settledMessages(stack.db.pool, visit.visitId, 'sms_reply');
    expect(acks).toHaveLength(1);
    expect(twilio.acceptedFor(visit.phone)).toHaveLength(3);
  });

  it('NON by SMS cancels the visit and warns the agent at once, with the reason in words', async () => {
    const visit = await bookVisit(stack, 'Non');
    await askToConfirm(visit);

    expect((await answer(visit.phone, 'non')).status).toBe(200);

    await waitFor(async () => (await visitStatus(stack.db.pool, visit.visitId)) === 'cancelled', 'the visit cancelled');
    const [agentSms] = await smsTo(visit.agentPhone, 1);
    expect(agentSms.body).toContain('a annulé la visite');
    expect(agentSms.body).toContain('(annulée par SMS)');
    const agentMail = await mailTo(visit.agent.email, /^Visite annulée\u00a0: Camille Non/);
    expect(agentMail.text).toContain('Motif\u00a0: annulée par SMS.');
    const [, , ack] = await smsTo(visit.phone, 3);
    // What happened, and how to undo it.
    expect(ack.body).toMatch(/visite .+ annulée\. Une erreur \? Répondez OUI dans les 30 min pour la rétablir/);
  });

  it.each([
    ['nl', 'JA', 'NEE', 'bevestigd', 'geannuleerd'],
    ['en', 'YES', 'no', 'confirmed', 'cancelled'],
  ] as const)(
    'in %s, %s confirms and %s cancels, each answered in that language',
    async (language, yes, no, ok, ko) => {
      const first = await bookVisit(stack, `Yes${language}`, { language });
      const second = await bookAnother(stack, first.listingId, `No${language}`, language);
      await askToConfirm(first);
      await askToConfirm(second);

      await answer(first.phone, yes);
      await answer(second.phone, no);

      await waitFor(
        async () => (await visitStatus(stack.db.pool, first.visitId)) === 'confirmed',
        'the first confirmed',
      );
      await waitFor(
        async () => (await visitStatus(stack.db.pool, second.visitId)) === 'cancelled',
        'the second cancelled',
      );
      expect((await smsTo(first.phone, 3))[2].body).toContain(ok);
      expect((await smsTo(second.phone, 3))[2].body).toContain(ko);
    },
  );

  it("an agency's own number sends its SMS, and its requests ask for a reply", async () => {
    const viaNumber = await bookVisit(stack, 'Own', { agencyFields: { sms_sender: '+33757001122' } });
    const viaService = await bookVisit(stack, 'Service', { agencyFields: { sms_sender: `MG${'a1'.repeat(16)}` } });

    const request = await askToConfirm(viaNumber);
    expect(request).toMatchObject({ from: '+33757001122', messagingServiceSid: undefined });
    // Twilio gets the GSM-7 form: the no-break spaces become plain ones.
    expect(request.body).toContain('Confirmez-vous ? OUI ou NON');
    const [booked] = await smsTo(viaService.phone, 1);
    expect(booked).toMatchObject({ from: undefined, messagingServiceSid: `MG${'a1'.repeat(16)}` });
  });

  it('a "OUI" right after a "NON" takes the cancellation back while the slot is free', async () => {
    const visit = await bookVisit(stack, 'Undo');
    await askToConfirm(visit);
    await answer(visit.phone, 'Annuler');
    await waitFor(async () => (await visitStatus(stack.db.pool, visit.visitId)) === 'cancelled', 'the visit cancelled');
    await smsTo(visit.phone, 3);

    await answer(visit.phone, 'oui oui');

    await waitFor(async () => (await visitStatus(stack.db.pool, visit.visitId)) === 'confirmed', 'the visit restored');
    const [, , , restored] = await smsTo(visit.phone, 4);
    expect(restored.body).toMatch(/visite .+ rétablie et confirmée/);
    // Its reminders are planned again.
    await waitFor(async () => {
      const { rowCount } = await stack.db.pool.query(
        `SELECT 1 FROM visit_reminders WHERE visit_id = $1 AND kind = 'reminder' AND done_at IS NULL`,
        [visit.visitId],
      );
      return rowCount === 1;
    }, 'the reminder planned again');
  });

  it('a "OUI" after a "NON" whose slot was booked meanwhile says so and leaves the visit cancelled', async () => {
    const visit = await bookVisit(stack, 'Late');
    await askToConfirm(visit);
    await answer(visit.phone, 'non');
    await waitFor(async () => (await visitStatus(stack.db.pool, visit.visitId)) === 'cancelled', 'the visit cancelled');
    const other = await bookAnother(stack, visit.listingId, 'Taker');
    expect(other.slot.startsAt).toBe(visit.slot.startsAt);

    await answer(visit.phone, 'Oui');

    const [, , , refused] = await smsTo(visit.phone, 4);
    expect(refused.body).toMatch(/a été réservé par quelqu'un d'autre entre-temps\. Autre créneau : http/);
    expect(await visitStatus(stack.db.pool, visit.visitId)).toBe('cancelled');
    expect(await visitStatus(stack.db.pool, other.visitId)).toBe('booked');
  });

  it('a reply that says both or neither is asked about once more and changes nothing', async () => {
    const visit = await bookVisit(stack, 'Unclear');
    await askToConfirm(visit);

    await answer(visit.phone, 'Non non, je viens');
    const [, , again] = await smsTo(visit.phone, 3);
    expect(again.body).toContain('réponse non comprise');
    await answer(visit.phone, "N'importe quelle heure");
    // Asked once: the second unclear reply is logged, not answered in a loop.
    await new Promise((done) => setTimeout(done, 1500));
    expect(twilio.acceptedFor(visit.phone)).toHaveLength(3);
    expect(await visitStatus(stack.db.pool, visit.visitId)).toBe('booked');
  });

  it('a reply goes to the soonest visit of that number still awaiting an answer', async () => {
    const first = await bookVisit(stack, 'Twice');
    const sooner = await bookAnother(stack, first.listingId, 'TwiceAgain');
    // One visitor, two visits: the second booking's phone becomes the first's.
    await stack.db.pool.query(`UPDATE visits SET contact_phone = $2 WHERE id = $1`, [sooner.visitId, first.phone]);
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = starts_at - interval '1 day', ends_at = ends_at - interval '1 day' WHERE id = $1`,
      [sooner.visitId],
    );
    await askToConfirm(first);
    await fire(stack, sooner.visitId, 'confirmation_request');
    await smsTo(first.phone, 3);

    await answer(first.phone, 'Ouais');

    await waitFor(async () => (await visitStatus(stack.db.pool, sooner.visitId)) === 'confirmed', 'the sooner one');
    expect(await visitStatus(stack.db.pool, first.visitId)).toBe('booked');
  });

  it('STOP opts the number out: the next SMS never reaches Twilio, the e-mail still goes', async () => {
    const visit = await bookVisit(stack, 'Stop');
    await smsTo(visit.phone, 1);

    expect((await answer(visit.phone, 'STOP')).status).toBe(200);
    const { rows } = await stack.db.pool.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', [visit.phone]);
    expect(rows).toHaveLength(1);
    await fire(stack, visit.visitId, 'confirmation_request');

    const requests = await settledMessages(stack.db.pool, visit.visitId, 'visit_confirmation_request', 2);
    expect(requests.find((m) => m.channel === 'sms')).toMatchObject({ status: 'failed' });
    expect(requests.find((m) => m.channel === 'sms')?.error).toContain('opted out');
    expect(requests.find((m) => m.channel === 'email')).toMatchObject({ status: 'sent', provider: 'smtp' });
    await mailTo(visit.email, /^Confirmez votre visite/);
    expect(twilio.requestsFor(visit.phone)).toHaveLength(1);
    expect(await visitStatus(stack.db.pool, visit.visitId)).toBe('booked');
  });
});
