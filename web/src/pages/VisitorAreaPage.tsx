import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import '../components/forms/forms.css';
import { useSession } from '../session/useSession';
import { ForgotPasswordForm } from './visits/ForgotPasswordForm';
import { MagicLinkForm } from './visits/MagicLinkForm';
import { PasswordSignInForm } from './visits/PasswordSignInForm';
import { rememberNext, safeNext, takeRememberedNext } from './visits/rental-file/apply-link';
import './visits/visits.css';

type PasswordCard = 'signIn' | 'forgot' | 'backToSignIn';

/** The entry of the visitor area: sign in by e-mailed link or by password. */
export function VisitorAreaPage() {
  const { t } = useTranslation(['web', 'global']);
  const { me, loading } = useSession();
  const [passwordCard, setPasswordCard] = useState<PasswordCard>('signIn');
  // A page of the area that asked the visitor to sign in first (applying from a listing): back to it after.
  const next = safeNext(useSearchParams()[0].get('next'));
  const signedIn = me?.user.authType === 'visitor';
  // Signing in by e-mailed link opens another tab: it finds the page to come back to here.
  useEffect(() => {
    if (next && !signedIn) rememberNext(next);
    if (next && signedIn) takeRememberedNext();
  }, [next, signedIn]);
  useDocumentTitle(t('global:pageTitles.visitorArea'));

  if (loading) return <PageLoader label={t('global:status.loading')} />;
  if (signedIn) return <Navigate to={next ?? '/visits/home'} replace />;
  return (
    <div className="visits-page">
      <header className="visits-page__header">
        <h1 className="visits-page__title">{t('global:pageTitles.visitorArea')}</h1>
        <p className="visits-page__lead">{t('pages.visitorArea.description')}</p>
        {next && <p className="visits-page__lead">{t('rentalFile.applyHere.signInFirst')}</p>}
      </header>
      <div className="visits-grid">
        <section className="card" aria-label={t('visitorSignIn.magicLink.title')}>
          <MagicLinkForm />
        </section>
        <section className="card" aria-label={t('visitorSignIn.password.title')}>
          {passwordCard === 'forgot' ? (
            <ForgotPasswordForm onBack={() => setPasswordCard('backToSignIn')} focusTitle />
          ) : (
            <PasswordSignInForm
              onForgot={() => setPasswordCard('forgot')}
              focusTitle={passwordCard === 'backToSignIn'}
            />
          )}
        </section>
      </div>
    </div>
  );
}
