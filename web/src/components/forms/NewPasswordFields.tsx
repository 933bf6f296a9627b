import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  errors: { password?: string; confirmation?: string };
  refs: { password: RefObject<HTMLInputElement | null>; confirmation: RefObject<HTMLInputElement | null> };
}

/** A new password and its confirmation: the pair every password form of the visitor area asks for. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  refs,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('web');
  return (
    <>
      <Field
        ref={refs.password}
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
      <Field
        ref={refs.confirmation}
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={errors.confirmation}
      />
    </>
  );
}
