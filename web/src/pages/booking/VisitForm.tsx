import type { BookableListing, BookedVisit, FreeSlot, Language } from '@creneau/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/forms/Field';
import { FormAlert } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { withCaptcha } from '../../session/captcha';
import { bookVisit, BookingError } from './booking-api';
import { formatWhen } from './format';
import { idempotencyKeyFor } from './idempotency-key';
import { QuestionField } from './QuestionField';
import { CONTACT_FIELDS, useVisitForm, type ContactField } from './useVisitForm';

const AUTOCOMPLETE: Record<ContactField, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

interface VisitFormProps {
  listing: BookableListing;
  slot: FreeSlot;
  timeZone: string;
  onBooked(visit: BookedVisit): void;
  /** The slot went to someone else: the picker reads the week again. */
  onTaken(): void;
  onChoose(slot: FreeSlot): void;
}

function scrollIntoViewOnMount(element: HTMLElement | null): void {
  element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/** Contact details and search criteria (all the law allows before a visit), then the booking itself. */
export function VisitForm({ listing, slot, timeZone, onBooked, onTaken, onChoose }: VisitFormProps) {
  const { t, i18n } = useTranslation(['web', 'global']);
  const form = useVisitForm(listing);
  const language = i18n.language as Language;
  const booking = useAction(async () => {
    const request = { startsAt: slot.startsAt, ...form.request() };
    const body = { ...request, contact: { ...request.contact, language } };
    const key = idempotencyKeyFor({ listingId: listing.id, body });
    try {
      onBooked(await bookVisit(listing.id, await withCaptcha(body, 'book_visit'), key));
    } catch (error) {
      if (error instanceof BookingError && error.code === 'SLOT_TAKEN') onTaken();
      throw error;
    }
  });
  const nextSlots = booking.error instanceof BookingError ? booking.error.nextSlots : [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check()) void booking.run();
  };
  const problem = (key: string) => {
    const found = form.problems[key];
    return found && t(found);
  };
  const choose = (next: FreeSlot) => {
    booking.setError(null);
    onChoose(next);
  };

  return (
    <section className="booking-step" aria-labelledby="booking-form-title" ref={scrollIntoViewOnMount}>
      <h2 id="booking-form-title" className="booking-step__title">
        {t('booking.form.title')}
      </h2>
      {/* Once taken, the slot is no longer the visitor's: the next free ones below replace it. */}
      <p className={nextSlots.length > 0 ? 'visually-hidden' : 'booking-chosen'} aria-live="polite">
        {nextSlots.length === 0 &&
          t('booking.form.chosen', { when: formatWhen(slot.startsAt, timeZone, i18n.language) })}
      </p>
      <form className="form" noValidate onSubmit={submit}>
        <div className="form-row">
          {CONTACT_FIELDS.map((field) => (
            <Field
              key={field}
              ref={(element) => {
                form.inputs.current[field] = element;
              }}
              label={t(`fields.${field}`)}
              name={field}
              {...AUTOCOMPLETE[field]}
              spellCheck={field === 'email' ? false : undefined}
              hint={field === 'phone' ? t('booking.form.phoneHint') : undefined}
              value={form.contact[field]}
              onChange={(event) => form.setContact(field, event.target.value)}
              error={problem(field)}
            />
          ))}
        </div>
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
        {booking.error && <FormAlert>{t(`global:${booking.error.key}`)}</FormAlert>}
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
        <SubmitButton pending={booking.pending} pendingLabel={t('booking.form.submitting')}>
          {t('booking.form.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
