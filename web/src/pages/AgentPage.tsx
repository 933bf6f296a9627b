import type { PublicAgentProfile } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ListingCards } from './public-profile/ListingCards';
import { Portrait } from './public-profile/Portrait';
import { brandStyle, telHref } from './public-profile/profile-types';
import { ProfileStatus } from './public-profile/ProfileStatus';
import './public-profile/public-profile.css';
import { usePublicProfile } from './public-profile/usePublicProfile';

/** /agent/{slug}: the agent, their agency, and the listings they show. */
export function AgentPage() {
  const { t } = useTranslation(['web', 'global']);
  const { slug = '' } = useParams();
  const { profile, listings } = usePublicProfile<PublicAgentProfile>('agents', slug);
  const agent = profile.data;
  const name = agent ? `${agent.firstName} ${agent.lastName}`.trim() : '';
  useDocumentTitle(name || t('global:pageTitles.agent'));
  if (!agent) return <ProfileStatus error={profile.error} />;

  const phone = agent.phone ?? agent.agency.phone;
  return (
    <div className="profile-page" style={brandStyle(agent.agency.brandColor)}>
      <header className="profile-hero">
        <Portrait src={agent.photoUrl} name={name} alt={name} round />
        <div className="profile-hero__text">
          <p className="profile-hero__kicker">{t('publicProfile.agentKicker')}</p>
          <h1 className="profile-hero__title">{name}</h1>
          <p className="profile-hero__sub">
            {t('publicProfile.agentOf', { agency: agent.agency.name })}
            {agent.agency.city && ` · ${agent.agency.city}`}
          </p>
          <dl className="profile-facts">
            {phone && (
              <div>
                <dt>{t('publicProfile.phone')}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </div>
            )}
          </dl>
          <Link to={`/agency/${agent.agency.slug}`} className="profile-agency-link">
            <Portrait src={agent.agency.logoUrl} name={agent.agency.name} alt="" />
            <span>{t('publicProfile.viewAgency', { agency: agent.agency.name })}</span>
          </Link>
        </div>
      </header>
      <ListingCards cards={listings.data} error={listings.error} />
    </div>
  );
}
