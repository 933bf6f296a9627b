import { startCaptchaStack, type CaptchaStack } from '../../support/captcha-stack';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, bookPublic, bookingRows, contact, offeredSlots, type OfferedSlot } from './visit-fixtures';

async function bookableSetup(stack: Stack): Promise<{ listingId: string; slots: OfferedSlot[] }> {
  const { listingId } = await agentWithListing(stack.db.pool);
  return { listingId, slots: await offeredSlots(stack.baseUrl, listingId, 1) };
}

describe('floods of public bookings', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { BOOKING_LIMIT_PER_IP: '6', BOOKING_LIMIT_PER_CONTACT: '2' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 429 with Retry-After to a third booking in one e-mail or one phone, written in another form', async () => {
    const { listingId, slots } = await bookableSetup(stack);
    const same = contact('Flood');
    const sameEmail = { ...contact('Other'), email: same.email.toUpperCase() };
    const samePhone = { ...contact('Third'), phone: '06 12 34 56 78' };

    const first = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[0].startsAt, contact: same },
      'key-flood-1',
    );
    const second = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[1].startsAt, contact: same },
      'key-flood-2',
    );
    const before = await bookingRows(stack.db.pool);
    const byEmail = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[2].startsAt, contact: { ...sameEmail, phone: '+33 7 80 00 00 01' } },
      'key-flood-3',
    );
    const byPhone = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[3].startsAt, contact: samePhone },
      'key-flood-4',
    );

    // A retry of a booking that went through is answered before any limit: it costs no quota.
    const retried = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[0].startsAt, contact: same },
      'key-flood-1',
    );

    expect([first.status, second.status]).toEqual([201, 201]);
    expect([retried.status, retried.body.id]).toEqual([201, first.body.id]);
    expect([byEmail.status, byEmail.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect([byPhone.status, byPhone.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(byPhone.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(byPhone.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await bookingRows(stack.db.pool)).toEqual(before);
  });

  it('answers 429 with Retry-After once one address has sent too many bookings, whoever they name', async () => {
    const { listingId, slots } = await bookableSetup(stack);
    const answers = [];
    // The previous test spent four of this address's six.
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await bookPublic(
          stack.baseUrl,
          listingId,
          { startsAt: slots[i].startsAt, contact: { ...contact(`Ip${i}`), phone: `+32 470 00 00 0${i}` } },
          `ip-flood-${i}`,
        ),
      );
    }

    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(answers[2].body.code).toBe('RATE_LIMITED');
    expect(Number(answers[2].headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answers[2].headers['retry-after'])).toBeLessThanOrEqual(600);
  });
});

describe('the per-contact quota counts only bookings that could have been made', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { BOOKING_LIMIT_PER_CONTACT: '2' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('lets a person book after a stranger failed bookings in their name (issue 18)', async () => {
    const { listingId, slots } = await bookableSetup(stack);
    const victim = contact('Victim');
    const failures = [];
    for (let i = 0; i < 4; i += 1) {
      // Each refused for its slot (in the past), after the quota was checked.
      const past = new Date(Date.now() - (i + 1) * 86_400_000).toISOString();
      failures.push(await bookPublic(stack.baseUrl, listingId, { startsAt: past, contact: victim }, `stranger-${i}`));
    }

    const own = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[0].startsAt, contact: victim },
      'own-booking-1',
    );
    const second = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[1].startsAt, contact: victim },
      'own-booking-2',
    );
    const third = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[2].startsAt, contact: victim },
      'own-booking-3',
    );

    expect(failures.map((f) => f.body.code)).toEqual(Array(4).fill('SLOT_IN_PAST'));
    expect([own.status, second.status]).toEqual([201, 201]);
    expect([third.status, third.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('reCAPTCHA on public bookings when a secret is configured', () => {
  let stack: CaptchaStack;

  beforeAll(async () => {
    stack = await startCaptchaStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses a booking without a passing token and writes nothing, and books with one', async () => {
    const { listingId, slots } = await bookableSetup(stack);
    const body = { startsAt: slots[0].startsAt, contact: contact('Robot') };
    const before = await bookingRows(stack.db.pool);

    const missing = await bookPublic(stack.baseUrl, listingId, body, 'captcha-1');
    const robot = await bookPublic(stack.baseUrl, listingId, { ...body, captchaToken: 'robot' }, 'captcha-1');
    // A token earned signing in, carried over to the booking form.
    const otherForm = await bookPublic(
      stack.baseUrl,
      listingId,
      { ...body, captchaToken: 'human:sign_in' },
      'captcha-1',
    );
    const afterRefusals = await bookingRows(stack.db.pool);
    const human = await bookPublic(
      stack.baseUrl,
      listingId,
      { ...body, captchaToken: 'human:book_visit' },
      'captcha-1',
    );
    const verified = stack.verify.bodies.length;
    // A retry carries a fresh token, or none: the token is not part of the request the key stands for, and
    // the booking it repeats passed the captcha already.
    const retry = await bookPublic(
      stack.baseUrl,
      listingId,
      { ...body, captchaToken: 'human:book_visit' },
      'captcha-1',
    );
    const bare = await bookPublic(stack.baseUrl, listingId, body, 'captcha-1');

    expect([missing.status, missing.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([robot.status, robot.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([otherForm.status, otherForm.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect(afterRefusals).toEqual(before);
    expect(human.status).toBe(201);
    expect([retry.status, retry.body.id]).toEqual([201, human.body.id]);
    expect([bare.status, bare.body.id]).toEqual([201, human.body.id]);
    expect(stack.verify.bodies.length).toBe(verified);
    expect(new URLSearchParams(stack.verify.bodies.at(-1)).get('response')).toBe('human:book_visit');
  });
});
