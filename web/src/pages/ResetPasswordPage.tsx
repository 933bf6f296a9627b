import type { MeResponse } from '@creneau/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../components/forms/NewPasswordFields';
import { FormAlert } from '../components/forms/FormMessages';
import { SubmitButton } from '../components/forms/SubmitButton';
import { useAction } from '../components/forms/useAction';
import { requiredProblem } from '../components/forms/validation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { postJson } from '../session/api';
import { setSession } from '../session/session-store';
import { CenteredCard } from './visits/CenteredCard';
import { focusOnMount } from './visits/focus';
import { ForgotPasswordForm } from './visits/ForgotPasswordForm';
import { linkFailure } from './visits/link-failure';

const MAX_PASSWORD_LENGTH = 200;

/** The page a password-reset e-mail opens: a new password, then straight into the visitor area. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['web', 'global']);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirmation?: string }>({});
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const reset = useAction(async () => {
    setSession(await postJson<MeResponse>('/api/auth/password-resets/consume', { token, password }));
    void navigate('/visits/home', { replace: true });
  });
  useDocumentTitle(t('resetPassword.title'));
  const failure = token ? linkFailure(reset.error?.code) : 'TOKEN_INVALID';

  if (failure) {
    return (
      <CenteredCard
        after={
          <section className="card card--narrow" aria-label={t('visitorSignIn.forgot.title')}>
            <ForgotPasswordForm focusTitle={false} />
          </section>
        }
      >
        <h1 className="card__title card__title--page" tabIndex={-1} ref={reset.error ? focusOnMount : undefined}>
          {t('resetPassword.failedTitle')}
        </h1>
        <FormAlert>{t(`global:errors.${failure}`)}</FormAlert>
      </CenteredCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredProblem(password);
    const found = {
      // The API refuses longer ones with VALIDATION_FAILED, which here would read as a broken link.
      password:
        password.length > MAX_PASSWORD_LENGTH
          ? t('global:form.maxLength', { count: MAX_PASSWORD_LENGTH })
          : missing && t(`global:${missing}`),
      confirmation: confirmation === password ? undefined : t('fields.passwordMismatch'),
    };
    setProblems(found);
    if (found.password) passwordInput.current?.focus();
    else if (found.confirmation) confirmationInput.current?.focus();
    else void reset.run();
  };
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('resetPassword.title')}</h1>
      <p className="card__intro">{t('resetPassword.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={{ password: problems.password, confirmation: problems.confirmation }}
          refs={{ password: passwordInput, confirmation: confirmationInput }}
        />
        {reset.error && <FormAlert>{t(`global:${reset.error.key}`)}</FormAlert>}
        <SubmitButton pending={reset.pending} pendingLabel={t('status.saving')}>
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
    </CenteredCard>
  );
}
