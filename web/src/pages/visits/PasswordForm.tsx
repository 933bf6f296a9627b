import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { NewPasswordFields } from '../../components/forms/NewPasswordFields';
import { FormAlert, FormNotice } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { postJson } from '../../session/api';

type Problems = Partial<Record<'newPassword' | 'confirmation', string>>;

/** Sets a first password (visitors start with magic links only) or changes it (PUT /api/me/password). */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(['web', 'global']);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  const newInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const save = useAction(async () => {
    await postJson('/api/me/password', { currentPassword: currentPassword || undefined, newPassword }, 'PUT');
    setCurrentPassword('');
    setNewPassword('');
    setConfirmation('');
    setSaved(true);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {
      newPassword: newPassword === '' ? t('global:form.required') : undefined,
      confirmation: confirmation === newPassword ? undefined : t('fields.passwordMismatch'),
    };
    setProblems(found);
    if (found.newPassword) newInput.current?.focus();
    else if (found.confirmation) confirmationInput.current?.focus();
    else void save.run();
  };
  // This form's only credential is the current password: "e-mail or password" would mislead.
  const error =
    save.error?.code === 'INVALID_CREDENTIALS'
      ? t('visitorHome.password.currentWrong')
      : save.error && t(`global:${save.error.key}`);
  return (
    <form className="form" noValidate onSubmit={submit} onChange={() => setSaved(false)}>
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={t('fields.currentPassword')}
        hint={t('visitorHome.password.currentHint')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <NewPasswordFields
        password={newPassword}
        confirmation={confirmation}
        onPassword={setNewPassword}
        onConfirmation={setConfirmation}
        errors={{ password: problems.newPassword, confirmation: problems.confirmation }}
        refs={{ password: newInput, confirmation: confirmationInput }}
      />
      {error && <FormAlert>{error}</FormAlert>}
      <FormNotice>{saved && t('visitorHome.password.saved')}</FormNotice>
      <div className="card__actions">
        <SubmitButton pending={save.pending} pendingLabel={t('status.saving')} wide={false}>
          {t('visitorHome.password.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
