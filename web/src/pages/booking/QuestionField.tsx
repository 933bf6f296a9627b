import type { PrequalificationQuestion, Transaction } from '@creneau/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { todayInput } from './useVisitForm';

type QuestionKey =
  'moveInDate' | 'occupants' | 'maxBudget' | 'projectKind' | 'purchaseHorizon' | 'monthlyResources' | 'guarantor';
type OptionKey = 'main_home' | 'second_home' | 'investment' | 'now' | 'three_months' | 'six_months' | 'later';
type GuarantorKey = 'none' | 'person' | 'visale' | 'insurance' | 'bank';

interface QuestionFieldProps {
  question: PrequalificationQuestion;
  transaction: Transaction;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
  inputRef(element: HTMLElement | null): void;
}

/** One question of the listing's region: a date, a number or a choice, with its limits. */
export function QuestionField({ question, transaction, value, error, hint, onChange, inputRef }: QuestionFieldProps) {
  const { t } = useTranslation(['web', 'enums']);
  // A guarantor's kinds are shared with the back office: their labels live in enums.json.
  const optionLabel = (option: string) =>
    key === 'guarantor'
      ? t(`enums:guarantor.${option as GuarantorKey}`)
      : t(`booking.questions.options.${option as OptionKey}`);
  const id = useId();
  const key = question.key as QuestionKey;
  // A rent budget is monthly; a sale budget is a price.
  const label = t(
    key === 'maxBudget' && transaction === 'rent' ? 'booking.questions.maxRent' : `booking.questions.${key}`,
  );
  if (question.kind === 'choice') {
    const errorId = error ? `${id}-error` : undefined;
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
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('booking.questions.unanswered')}</option>
          {question.options?.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  }
  const number = question.kind === 'number';
  return (
    <Field
      ref={inputRef}
      label={label}
      hint={hint}
      type={question.kind}
      inputMode={number ? 'numeric' : undefined}
      // The catalogue's limits, as the API checks them.
      min={number ? question.min : todayInput()}
      max={number ? question.max : undefined}
      markRequired={question.required}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
