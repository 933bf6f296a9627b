import type { PublicAgencyProfile } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ListingCards } from './public-profile/ListingCards';
import { Portrait } from './public-profile/Portrait';
import { brandStyle, telHref } from './public-profile/profile-types';
import { ProfileStatus } from './public-profile/ProfileStatus';
import './public-profile/public-profile.css';
import { usePublicProfile } from './public-profile/usePublicProfile';
import { DisplayedPhone } from '../components/phone/DisplayedPhone';

/** /agency/{slug}: who the agency is, how to reach it, its agents and the listings open for visits. */
export function AgencyPage() {
  const { t } = useTranslation(['web', 'global']);
  const { slug = '' } = useParams();
  const { profile, listings } = usePublicProfile<PublicAgencyProfile>('agencies', slug);
  const agency = profile.data;
  useDocumentTitle(agency?.name ?? t('global:pageTitles.agency'));
  if (!agency) return <ProfileStatus error={profile.error} />;

  const address = [agency.street, [agency.postalCode, agency.city].filter(Boolean).join(' ')].filter(Boolean);
  const registration = [
    ['professionalCard', agency.professionalCardNumber],
    ['siren', agency.siren],
    ['bce', agency.bceNumber],
    ['ipi', agency.ipiNumber],
  ] as const;
  return (
    <div className="profile-page" style={brandStyle(agency.brandColor)}>
      <header className="profile-hero">
        <Portrait src={agency.logoUrl} name={agency.name} alt={t('publicProfile.logoAlt', { name: agency.name })} />
        <div className="profile-hero__text">
          <p className="profile-hero__kicker">{t('publicProfile.agencyKicker')}</p>
          <h1 className="profile-hero__title">{agency.name}</h1>
          <dl className="profile-facts">
            {address.length > 0 && (
              <div>
                <dt>{t('publicProfile.address')}</dt>
                <dd>
                  <address>
                    {address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </dd>
              </div>
            )}
            {agency.phone && (
              <div>
                <dt>{t('publicProfile.phone')}</dt>
                <dd>
                  <a href={telHref(agency.phone)}>
                    <DisplayedPhone e164={agency.phone} />
                  </a>
                </dd>
              </div>
            )}
            {registration.map(
              ([key, value]) =>
                value && (
                  <div key={key}>
                    <dt>{t(`publicProfile.${key}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ),
            )}
          </dl>
        </div>
      </header>
      <ListingCards cards={listings.data} error={listings.error} />
      {agency.agents.length > 0 && (
        <section aria-labelledby="agents-title">
          <h2 id="agents-title" className="profile-section-title">
            {t('publicProfile.agents')}
          </h2>
          <ul className="agent-list">
            {agency.agents.map((agent) => {
              const name = `${agent.firstName} ${agent.lastName}`.trim();
              return (
                <li key={agent.slug}>
                  <Link to={`/agent/${agent.slug}`} className="agent-list__link">
                    <Portrait src={agent.photoUrl} name={name} alt="" round />
                    <span>{name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
