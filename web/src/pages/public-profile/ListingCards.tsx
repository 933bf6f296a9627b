import type { ListingCard } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../session/api';
import { ListingCardItem } from './ListingCardItem';

interface ListingCardsProps {
  cards: ListingCard[] | null;
  error: ApiError | null;
}

/** The open listings of a profile, as a grid of cards: one column on a phone. */
export function ListingCards({ cards, error }: ListingCardsProps) {
  const { t } = useTranslation(['web', 'global']);
  return (
    <section className="profile-listings" aria-labelledby="listings-title" aria-busy={!cards && !error}>
      <div className="profile-listings__head">
        <h2 id="listings-title" className="profile-section-title">
          {t('publicProfile.listingsTitle')}
        </h2>
        {cards && cards.length > 0 && (
          <p className="profile-listings__count">{t('publicProfile.listingsCount', { count: cards.length })}</p>
        )}
      </div>
      {error && (
        <p role="alert" className="form-alert">
          {t(`global:${error.key}`)}
        </p>
      )}
      {/* The height of a card, kept while the cards load: what is below does not move when they arrive. */}
      {!cards && !error && <div className="listing-grid-placeholder" />}
      {cards?.length === 0 && <p className="profile-empty">{t('publicProfile.noListings')}</p>}
      {cards && cards.length > 0 && (
        <ul className="listing-grid">
          {cards.map((card, index) => (
            <ListingCardItem key={card.id} card={card} first={index === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}
