import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { FieldProblem } from './validation';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  problem: FieldProblem | undefined;
  inputRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The e-mail address the visitor forms that send a link ask for. */
export function EmailField({ value, onChange, problem, inputRef, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation(['web', 'global']);
  return (
    <Field
      ref={inputRef}
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      spellCheck={false}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem && t(`global:${problem}`)}
    />
  );
}
