import {
  applicantPolicy,
  type BookableListing,
  type BookedVisit,
  type FreeSlot,
  type Language,
  CAPTCHA_ACTIONS,
  legalContext,
  verdictReasonValues,
} from '@creneau/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../components/forms/Field';
import { FormAlert } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { withCaptcha } from '../../session/captcha';
import { ApplicantDataNotice } from './ApplicantDataNotice';
import { bookVisit, BookingError } from './booking-api';
import { problemsOf, type Problem } from './booking-errors';
import { ContactChoiceField } from './ContactChoiceField';
import { formatWhen } from './format';
import { idempotencyKeyFor } from './idempotency-key';
import { bookingOrigin } from './booking-origin';
import { QuestionField } from './QuestionField';
import { CONTACT_FIELDS, useVisitForm, type ContactField } from './useVisitForm';
import { CaptchaNotice } from '../../components/forms/CaptchaNotice';

const AUTOCOMPLETE: Record<ContactField, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

// The API's limits (ContactDto); the phone's own rule is checked on the field.
const MAX_LENGTH: Partial<Record<ContactField, number>> = { firstName: 80, lastName: 80, email: 254 };

interface VisitFormProps {
  listing: BookableListing;
  slot: FreeSlot;
  timeZone: string;
  onBooked(visit: BookedVisit): void;
  /** The slot went to someone else: the picker reads the week again. */
  onTaken(): void;
  onChoose(slot: FreeSlot): void;
}

// The step the flow moves to: its heading takes the focus, so a screen reader starts there.
function focusOnMount(heading: HTMLElement | null): void {
  heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/**
 * Contact details and the questions the listing's region allows before the visit (applicant-data
 * policy), then the booking itself. What the server refuses shows on the field it concerns.
 */
/** A reason's figures as the visitor reads them (typed as i18next's options take them). */
const readReason = (values: Record<string, string | number>, language: string, timeZone: string) =>
  verdictReasonValues(values, language, timeZone) as Record<string, string | number>;

export function VisitForm({ listing, slot, timeZone, onBooked, onTaken, onChoose }: VisitFormProps) {
  const { t, i18n } = useTranslation(['web', 'global']);
  const policy = applicantPolicy(listing.region, listing.transaction);
  const form = useVisitForm(listing, policy);
  const [search] = useSearchParams();
  const offer = search.get('offer');
  const language = i18n.language as Language;
  const booking = useAction(async () => {
    const request = { startsAt: slot.startsAt, ...form.request() };
    // A waiting-list offer's link carries its token: the visitor it was sent to may book the freed slot.
    const body = { ...request, contact: { ...request.contact, language }, ...(offer ? { offer } : {}) };
    const key = idempotencyKeyFor({ listingId: listing.id, body });
    try {
      const origin = bookingOrigin();
      onBooked(await bookVisit(listing.id, { ...(await withCaptcha(body, CAPTCHA_ACTIONS.bookVisit)), origin }, key));
    } catch (error) {
      if (error instanceof BookingError && error.code === 'SLOT_TAKEN') onTaken();
      if (error instanceof BookingError)
        form.show(problemsOf(error.code, error.fields, listing.questions, form.fields));
      throw error;
    }
  });
  const nextSlots = booking.error instanceof BookingError ? booking.error.nextSlots : [];
  const declined = booking.error instanceof BookingError ? booking.error.reasons : [];
  // A refusal the server made field by field is shown on the fields; the alert only points to them.
  const onFields =
    booking.error instanceof BookingError &&
    booking.error.fields.length > 0 &&
    Object.values(form.problems).some(Boolean);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check()) void booking.run();
  };
  const problem = (key: string) => {
    const found: Problem | undefined = form.problems[key];
    return found && t(found.key, found.values);
  };
  const choose = (next: FreeSlot) => {
    booking.setError(null);
    onChoose(next);
  };
  // A Belgian listing says "GSM" where France says "mobile".
  const context = legalContext(listing.region);
  const contactLabel = (field: ContactField) =>
    form.required[field]
      ? t(`fields.${field}`, { context })
      : t('booking.form.optional', { label: t(`fields.${field}`, { context }) });

  return (
    <section className="booking-step" aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className="booking-step__title" tabIndex={-1} ref={focusOnMount}>
        {t('booking.form.title')}
      </h2>
      {/* Once taken, the slot is no longer the visitor's: the next free ones below replace it. */}
      <p className={nextSlots.length > 0 ? 'visually-hidden' : 'booking-chosen'} aria-live="polite">
        {nextSlots.length === 0 &&
          t('booking.form.chosen', { when: formatWhen(slot.startsAt, timeZone, i18n.language) })}
      </p>
      <ApplicantDataNotice policy={policy} />
      <form className="form" noValidate onSubmit={submit}>
        <p className="field__hint">{t('booking.form.requiredLegend')}</p>
        {policy.contact === 'oneOf' && <ContactChoiceField choice={form.choice} onChange={form.setChoice} />}
        <div className="form-row">
          {CONTACT_FIELDS.map((field) => (
            <Field
              key={field}
              ref={(element) => {
                form.inputs.current[field] = element;
              }}
              label={contactLabel(field)}
              name={field}
              {...AUTOCOMPLETE[field]}
              spellCheck={field === 'email' ? false : undefined}
              hint={field === 'phone' ? t('booking.form.phoneHint', { context }) : undefined}
              markRequired={form.required[field]}
              maxLength={MAX_LENGTH[field]}
              value={form.contact[field]}
              onChange={(event) => form.setContact(field, event.target.value)}
              error={problem(field)}
            />
          ))}
        </div>
        {listing.questions.length > 0 && (
          <fieldset className="booking-questions">
            <legend className="booking-questions__legend">{t('booking.form.questionsTitle')}</legend>
            <p className="field__hint">{t('booking.form.questionsHint')}</p>
            <div className="form-row">
              {listing.questions.map((question) => (
                <QuestionField
                  key={question.key}
                  question={question}
                  transaction={listing.transaction}
                  value={form.answers[question.key] ?? ''}
                  error={problem(question.key)}
                  onChange={(value) => form.setAnswer(question.key, value)}
                  inputRef={(element) => {
                    form.inputs.current[question.key] = element;
                  }}
                />
              ))}
            </div>
          </fieldset>
        )}
        {booking.error && (
          <FormAlert>
            {onFields ? t('booking.form.invalid') : t(`global:${booking.error.key}`)}
            {/* The reasons follow as sentences: an alert is one paragraph, read at once. */}
            {declined
              .map(
                ({ rule, values }) =>
                  ` ${t(`global:verdict.reasons.${rule}`, readReason(values, i18n.language, timeZone))}`,
              )
              .join('')}
          </FormAlert>
        )}
        {nextSlots.length > 0 && (
          <div className="booking-next" role="group" aria-label={t('booking.form.nextSlots')}>
            <p className="booking-next__title">{t('booking.form.nextSlots')}</p>
            {nextSlots.map((next) => (
              <button key={next.startsAt} type="button" className="slot-grid__slot" onClick={() => choose(next)}>
                {formatWhen(next.startsAt, timeZone, i18n.language)}
              </button>
            ))}
          </div>
        )}
        <p className="field__hint">
          {t('booking.form.privacy')} <Link to="/privacy">{t('booking.form.privacyLink')}</Link>
        </p>
        <CaptchaNotice />
        <SubmitButton pending={booking.pending} pendingLabel={t('booking.form.submitting')}>
          {t('booking.form.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
