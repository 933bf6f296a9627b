import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { insertCandidate } from './candidate-fixtures';

/**
 * Every status change tells the candidate, in their language, with the agency's name: by e-mail, and by
 * SMS where they chose it (a phone-only candidate always, since it is their one means of contact).
 */
describe('candidate status notices', () => {
  let stack: Stack;
  let realtor: SignedIn;
  let agencyId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    agencyId = (await createAgency(stack.db.pool, { name: 'Agence Lumière', country: 'BE' })).id;
    realtor = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'realtor', agencyId }));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const noticesOf = async (candidateId: string, count: number) => {
    const read = () =>
      stack.db.pool.query<{ channel: string; recipient: string; language: string; subject: string; body_text: string }>(
        `SELECT channel, recipient, language, subject, body_text FROM messages
          WHERE purpose = 'candidate_status' AND claim_key LIKE 'candidate:' || $1 || ':%' ORDER BY created_at, channel`,
        [candidateId],
      );
    // Read once sent: the SMS claim rewrites the body as the handset gets it (GSM-7), so a queued row still has
    // the catalogue's text.
    await waitFor(async () => {
      const { rows } = await stack.db.pool.query<{ settled: boolean }>(
        `SELECT status NOT IN ('queued', 'sending') AS settled FROM messages
            WHERE purpose = 'candidate_status' AND claim_key LIKE 'candidate:' || $1 || ':%'`,
        [candidateId],
      );
      return rows.length === count && rows.every((row) => row.settled);
    }, `${count} notice(s) of ${candidateId}, sent`);
    return (await read()).rows;
  };

  const move = (id: string, body: object) =>
    realtor.agent.patch(`/api/candidates/${id}/status`).set('X-CSRF-Token', realtor.csrf).send(body).expect(200);

  it.each([
    ['fr', 'Agence Lumière ne peut malheureusement pas donner suite', 'le nombre d’occupants ne convient pas'],
    ['nl', 'Agence Lumière kan helaas niet ingaan op uw aanvraag', 'het aantal bewoners past niet'],
    ['en', 'Unfortunately Agence Lumière cannot take your request', 'the number of occupants does not suit'],
  ] as const)('tells a refusal and its reason by e-mail in %s', async (language, refusal, reason) => {
    const email = `notice-${language}@example.test`;
    const id = await insertCandidate(stack.db.pool, agencyId, { language, email, phone: null });

    await move(id, { status: 2, refusalReason: 'tooManyPeople' });

    const [notice] = await noticesOf(id, 1);
    expect(notice).toMatchObject({ channel: 'email', recipient: email, language });
    expect(notice.subject).toContain('Agence Lumière');
    expect(notice.body_text).toContain(refusal);
    expect(notice.body_text).toContain(reason);
  });

  // An SMS is written in GSM-7 where it can be (libs/contracts/src/sms/gsm7.ts): French no-break spaces
  // become plain ones there, so that one of them does not turn the whole text into UCS-2 (70 characters a part).
  it.each([
    ['fr', 'Agence Lumière : bonne nouvelle'],
    ['nl', 'Agence Lumière: goed nieuws'],
    ['en', 'Agence Lumière: good news'],
  ] as const)('tells a phone-only candidate by SMS in %s', async (language, text) => {
    const phone = `+3247012${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const id = await insertCandidate(stack.db.pool, agencyId, { language, email: null, phone });

    await move(id, { status: 1 });

    const [sms] = await noticesOf(id, 1);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone, language });
    expect(sms.body_text).toContain(text);
    // Accepted: the SMS carries where to act next, their visitor area.
    expect(sms.body_text).toMatch(/https?:\/\/[^ ]+\/visits$/);
  });

  it('tells each change once, in order', async () => {
    const id = await insertCandidate(stack.db.pool, agencyId, { email: 'twice@example.test', phone: null });
    await move(id, { status: 7 });
    await noticesOf(id, 1);
    await move(id, { status: 5 });
    const notices = await noticesOf(id, 2);
    expect(notices.map((notice) => notice.body_text)).toEqual([
      expect.stringContaining('attend la visite du bien'),
      expect.stringContaining('est entre les mains de Agence Lumière'),
    ]);
  });
});
