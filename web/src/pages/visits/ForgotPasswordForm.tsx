import { CAPTCHA_ACTIONS } from '@creneau/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../components/forms/EmailField';
import { FormAlert } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { emailProblem, type FieldProblem } from '../../components/forms/validation';
import { postJson } from '../../session/api';
import { focusOnMount } from './focus';
import { withCaptcha } from '../../session/captcha';
import { CaptchaNotice } from '../../components/forms/CaptchaNotice';

interface ForgotPasswordFormProps {
  /** Back to the password form on the same page; without it, a link to /visits. */
  onBack?: () => void;
  focusTitle: boolean;
}

/** Asks for a password-reset e-mail; the same answer whether the address has an account or not. */
export function ForgotPasswordForm({ onBack, focusTitle }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['web', 'global']);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useAction(async (address: string) => {
    await postJson(
      '/api/auth/password-resets',
      await withCaptcha({ email: address, area: 'visits' }, CAPTCHA_ACTIONS.passwordReset),
    );
    setSentTo(address);
  });
  const back = onBack ? (
    <button type="button" className="link-button" onClick={onBack}>
      {t('visitorSignIn.forgot.back')}
    </button>
  ) : (
    <Link to="/visits" className="link-button">
      {t('visitorSignIn.forgot.back')}
    </Link>
  );

  if (sentTo) {
    return (
      <>
        <h2 className="card__title" tabIndex={-1} ref={focusOnMount}>
          {t('visitorSignIn.magicLink.sentTitle')}
        </h2>
        <p className="card__intro">{t('visitorSignIn.forgot.sent', { email: sentTo })}</p>
        <p className="card__intro">{t('visitorSignIn.magicLink.spam')}</p>
        {back}
      </>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) input.current?.focus();
    else void send.run(email.trim());
  };
  return (
    <>
      <h2 className="card__title" tabIndex={-1} ref={focusTitle ? focusOnMount : undefined}>
        {t('visitorSignIn.forgot.title')}
      </h2>
      <p className="card__intro">{t('visitorSignIn.forgot.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <EmailField inputRef={input} value={email} onChange={setEmail} problem={problem} />
        {send.error && <FormAlert>{t(`global:${send.error.key}`)}</FormAlert>}
        <CaptchaNotice />
        <SubmitButton pending={send.pending} pendingLabel={t('status.sending')}>
          {t('visitorSignIn.forgot.submit')}
        </SubmitButton>
        {back}
      </form>
    </>
  );
}
