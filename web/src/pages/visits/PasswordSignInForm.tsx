import { CAPTCHA_ACTIONS } from '@creneau/contracts';
import type { MeResponse } from '@creneau/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/forms/Field';
import { FormAlert } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { emailProblem, requiredProblem, type FieldProblem } from '../../components/forms/validation';
import { postJson } from '../../session/api';
import { setSession } from '../../session/session-store';
import { focusOnMount } from './focus';
import { withCaptcha } from '../../session/captcha';
import { CaptchaNotice } from '../../components/forms/CaptchaNotice';

interface PasswordSignInFormProps {
  onForgot: () => void;
  /** Set when coming back from the forgotten-password form, to give the keyboard focus a place. */
  focusTitle: boolean;
}

export function PasswordSignInForm({ onForgot, focusTitle }: PasswordSignInFormProps) {
  const { t } = useTranslation(['web', 'global']);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: FieldProblem; password?: FieldProblem }>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The visitor area page sees the new session and moves on to /visits/home.
  const signIn = useAction(async () => {
    setSession(
      await postJson<MeResponse>(
        '/api/auth/sign-in',
        await withCaptcha({ email: email.trim(), password, area: 'visits' }, CAPTCHA_ACTIONS.signIn),
      ),
    );
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: emailProblem(email), password: requiredProblem(password) };
    setProblems(found);
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
    else void signIn.run();
  };
  return (
    <>
      <h2 className="card__title" tabIndex={-1} ref={focusTitle ? focusOnMount : undefined}>
        {t('visitorSignIn.password.title')}
      </h2>
      <p className="card__intro">{t('visitorSignIn.password.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <Field
          ref={emailInput}
          label={t('fields.email')}
          type="email"
          name="username"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email && t(`global:${problems.email}`)}
        />
        <Field
          ref={passwordInput}
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password && t(`global:${problems.password}`)}
        />
        {signIn.error && <FormAlert>{t(`global:${signIn.error.key}`)}</FormAlert>}
        <CaptchaNotice />
        <SubmitButton pending={signIn.pending} pendingLabel={t('status.signingIn')}>
          {t('visitorSignIn.password.submit')}
        </SubmitButton>
        <button type="button" className="link-button" onClick={onForgot}>
          {t('visitorSignIn.password.forgot')}
        </button>
      </form>
    </>
  );
}
