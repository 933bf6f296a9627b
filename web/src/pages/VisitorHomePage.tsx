import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import '../components/forms/forms.css';
import { useSession } from '../session/useSession';
import { AccountForm } from './visits/AccountForm';
import { MyData } from './visits/MyData';
import { MyMessages } from './visits/MyMessages';
import { MyVisits } from './visits/MyVisits';
import { PasswordForm } from './visits/PasswordForm';
import './visits/visits.css';
import './visits/visitor-home.css';

/** The visitor's dashboard: visits first (what people come for), then messages, then the account. */
export function VisitorHomePage() {
  const { t } = useTranslation(['web', 'global']);
  const { me, loading } = useSession();
  useDocumentTitle(t('global:pageTitles.visitorHome'));

  if (loading) return <PageLoader label={t('global:status.loading')} />;
  if (me?.user.authType !== 'visitor') return <Navigate to="/visits" replace />;
  const name = me.user.firstName.trim() || me.user.email;
  // Keyed by user: after a masquerade ends, another person's details must not linger.
  const key = me.user.id;
  return (
    <div className="visits-page">
      <header className="visits-page__header visits-page__header--with-action">
        <div>
          <h1 className="visits-page__title">{t('visitorHome.greeting', { name })}</h1>
          <p className="visits-page__lead">{t('visitorHome.intro')}</p>
        </div>
        <Link to="/signout" className="button button--secondary">
          {t('visitorHome.signOut')}
        </Link>
      </header>
      <div className="visitor-home">
        <MyVisits key={`visits-${key}`} />
        <section className="card" aria-labelledby="rental-file-title">
          <h2 id="rental-file-title" className="card__title">
            {t('visitorHome.rentalFile.title')}
          </h2>
          <p className="card__intro">{t('visitorHome.rentalFile.intro')}</p>
          <p>
            <Link to="/visits/rental-file" className="button button--primary">
              {t('visitorHome.rentalFile.action')}
            </Link>
          </p>
        </section>
        <MyMessages key={`messages-${key}`} />
        <div className="visits-grid">
          <section className="card" aria-labelledby="account-title">
            <h2 id="account-title" className="card__title">
              {t('visitorHome.account.title')}
            </h2>
            <dl className="card__meta">
              <dt>{t('visitorHome.account.email')}</dt>
              <dd>{me.user.email}</dd>
            </dl>
            <AccountForm key={key} me={me} />
          </section>
          <section className="card" aria-labelledby="password-title">
            <h2 id="password-title" className="card__title">
              {t('visitorHome.password.title')}
            </h2>
            <p className="card__intro">{t('visitorHome.password.intro')}</p>
            <PasswordForm key={key} email={me.user.email} />
          </section>
          <MyData key={`data-${key}`} email={me.user.email} masquerading={me.masquerade !== null} />
        </div>
      </div>
    </div>
  );
}
