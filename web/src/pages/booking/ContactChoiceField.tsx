import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactChoice } from './useVisitForm';

interface ContactChoiceFieldProps {
  choice: ContactChoice;
  onChange(choice: ContactChoice): void;
}

/**
 * In Belgium the visitor gives one means of contact of their choice (Code bruxellois du Logement,
 * art. 200ter): the chosen one is required, the other stays optional and is marked so.
 */
export function ContactChoiceField({ choice, onChange }: ContactChoiceFieldProps) {
  const { t } = useTranslation('web');
  const hintId = useId();
  return (
    <fieldset className="booking-contact-choice" aria-describedby={hintId}>
      <legend className="booking-questions__legend">{t('booking.form.contactChoice')}</legend>
      <p id={hintId} className="field__hint">
        {t('booking.form.contactChoiceHint')}
      </p>
      <div className="booking-contact-choice__options">
        {(['email', 'phone'] as const).map((option) => (
          <label key={option} className="booking-contact-choice__option">
            <input
              type="radio"
              name="contactChoice"
              value={option}
              checked={choice === option}
              onChange={() => onChange(option)}
            />
            {t(option === 'email' ? 'booking.form.byEmail' : 'booking.form.byPhone')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
