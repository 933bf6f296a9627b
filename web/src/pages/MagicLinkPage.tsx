import type { MeResponse } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../components/forms/FormMessages';
import { useAction } from '../components/forms/useAction';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { postJson } from '../session/api';
import { setSession } from '../session/session-store';
import { CenteredCard } from './visits/CenteredCard';
import { focusOnMount } from './visits/focus';
import { linkFailure } from './visits/link-failure';
import { MagicLinkForm } from './visits/MagicLinkForm';
import { takeRememberedNext } from './visits/rental-file/apply-link';

/**
 * The page a magic link opens. Opening it signs nobody in: mail scanners fetch every link they see,
 * so only the person's click spends the single-use token.
 */
export function MagicLinkPage() {
  const { t } = useTranslation(['web', 'global']);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const consume = useAction(async () => {
    setSession(await postJson<MeResponse>('/api/auth/magic-links/consume', { token }));
    // Back to the page that asked the visitor to sign in (applying from a listing), else their dashboard.
    void navigate(takeRememberedNext() ?? '/visits/home', { replace: true });
  });
  useDocumentTitle(t('magicLink.title'));
  const failure = token ? linkFailure(consume.error?.code) : 'TOKEN_INVALID';

  if (failure) {
    return (
      <CenteredCard
        after={
          <section className="card card--narrow" aria-label={t('visitorSignIn.magicLink.title')}>
            <MagicLinkForm />
          </section>
        }
      >
        <h1 className="card__title card__title--page" tabIndex={-1} ref={consume.error ? focusOnMount : undefined}>
          {t('magicLink.failedTitle')}
        </h1>
        <FormAlert>{t(`global:errors.${failure}`)}</FormAlert>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard>
      <h1 className="card__title card__title--page">{t('magicLink.title')}</h1>
      <p className="card__intro">{t('magicLink.intro')}</p>
      {consume.error && <FormAlert>{t(`global:${consume.error.key}`)}</FormAlert>}
      <button
        type="button"
        className="button button--primary button--large button--wide"
        aria-disabled={consume.pending || undefined}
        onClick={() => void consume.run()}
      >
        {consume.pending ? t('status.signingIn') : t('magicLink.submit')}
      </button>
    </CenteredCard>
  );
}
