import type { PrequalificationQuestion, Transaction } from '@creneau/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { todayInput } from './useVisitForm';

type QuestionKey = 'moveInDate' | 'occupants' | 'maxBudget' | 'projectKind' | 'purchaseHorizon';
type OptionKey = 'main_home' | 'second_home' | 'investment' | 'now' | 'three_months' | 'six_months' | 'later';

interface QuestionFieldProps {
  question: PrequalificationQuestion;
  transaction: Transaction;
  value: string;
  error?: string;
  onChange(value: string): void;
  inputRef(element: HTMLElement | null): void;
}

/** One prequalification question: a date, a number or a choice, as the listing asks it. */
export function QuestionField({ question, transaction, value, error, onChange, inputRef }: QuestionFieldProps) {
  const { t } = useTranslation('web');
  const id = useId();
  const key = question.key as QuestionKey;
  // A rent budget is monthly; a sale budget is a price.
  const label = t(
    key === 'maxBudget' && transaction === 'rent' ? 'booking.questions.maxRent' : `booking.questions.${key}`,
  );
  if (question.kind === 'choice') {
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <select
          id={id}
          ref={inputRef}
          className="field__select"
          value={value}
          required={question.required}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('booking.questions.unanswered')}</option>
          {question.options?.map((option) => (
            <option key={option} value={option}>
              {t(`booking.questions.options.${option as OptionKey}`)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <Field
      ref={inputRef}
      label={label}
      type={question.kind}
      inputMode={question.kind === 'number' ? 'numeric' : undefined}
      min={question.kind === 'number' ? (key === 'occupants' ? 1 : 0) : todayInput()}
      required={question.required}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
