import { CAPTCHA_ACTIONS } from '@creneau/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/forms/EmailField';
import { FormAlert } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { emailProblem, type FieldProblem } from '../../components/forms/validation';
import { postJson } from '../../session/api';
import { focusOnMount } from './focus';
import { withCaptcha } from '../../session/captcha';
import { CaptchaNotice } from '../../components/forms/CaptchaNotice';

/** Asks for a sign-in link; the answer is the same whether the address has an account or not. */
export function MagicLinkForm() {
  const { t } = useTranslation(['web', 'global']);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [returned, setReturned] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const send = useAction(async (address: string) => {
    await postJson('/api/auth/magic-links', await withCaptcha({ email: address }, CAPTCHA_ACTIONS.magicLink));
    setSentTo(address);
  });

  if (sentTo) {
    return (
      <>
        <h2 className="card__title" tabIndex={-1} ref={focusOnMount}>
          {t('visitorSignIn.magicLink.sentTitle')}
        </h2>
        <p className="card__intro">{t('visitorSignIn.magicLink.sent', { email: sentTo })}</p>
        <p className="card__intro">{t('visitorSignIn.magicLink.spam')}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setSentTo(null);
            setReturned(true);
          }}
        >
          {t('visitorSignIn.magicLink.otherAddress')}
        </button>
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
      <h2 className="card__title">{t('visitorSignIn.magicLink.title')}</h2>
      <p className="card__intro">{t('visitorSignIn.magicLink.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <EmailField inputRef={input} value={email} onChange={setEmail} problem={problem} autoFocus={returned} />
        {send.error && <FormAlert>{t(`global:${send.error.key}`)}</FormAlert>}
        <CaptchaNotice />
        <SubmitButton pending={send.pending} pendingLabel={t('status.sending')}>
          {t('visitorSignIn.magicLink.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
