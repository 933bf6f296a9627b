import { legalContext, type ListingCard } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localTitle } from '../../lib/formats';
import { displayPrice } from '../../lib/price';

/**
 * One open listing: photo, title, city, price, and the way to book a visit of it (/book/{listing id}).
 * `first`: the first card, whose photo is in a phone's first screen and its largest paint: fetched at once,
 * found in the server's HTML; the others when scrolled to.
 */
export function ListingCardItem({ card, first = false }: { card: ListingCard; first?: boolean }) {
  const { t, i18n } = useTranslation(['web', 'enums']);
  const kind = t(`enums:propertyType.${card.propertyType}`);
  const title = localTitle(card.title, i18n.language, card.city ? `${kind} · ${card.city}` : kind);
  const price =
    card.amount === null
      ? t('publicProfile.card.priceOnRequest')
      : card.transaction === 'rent'
        ? t('publicProfile.card.perMonth', { price: displayPrice(card.amount, card.currency) })
        : displayPrice(card.amount, card.currency);
  const facts = [
    card.surface !== null && t('publicProfile.card.area', { area: card.surface.toLocaleString(i18n.language) }),
    card.rooms !== null && t('publicProfile.card.rooms', { count: card.rooms }),
    card.bedrooms !== null && t('publicProfile.card.bedrooms', { count: card.bedrooms }),
  ].filter(Boolean);
  return (
    <li className="listing-card">
      <div className="listing-card__media">
        {card.cover ? (
          <img
            src={card.cover.medium}
            alt=""
            width={480}
            height={320}
            {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        ) : (
          <span className="listing-card__no-photo">{t('publicProfile.card.noPhoto')}</span>
        )}
        {card.status === 'under_offer' && (
          <span className="listing-card__badge">
            {t('publicProfile.card.underOffer', { context: legalContext(card.country) })}
          </span>
        )}
      </div>
      <div className="listing-card__body">
        <p className="listing-card__kind">
          {t(`enums:transaction.${card.transaction}`)} · {kind}
        </p>
        <h3 className="listing-card__title">{title}</h3>
        {card.city && <p className="listing-card__city">{card.city}</p>}
        {facts.length > 0 && <p className="listing-card__facts">{facts.join(' · ')}</p>}
        <p className="listing-card__price">{price}</p>
        <Link
          to={`/book/${card.id}`}
          className="button button--primary listing-card__book"
          aria-label={t('publicProfile.card.bookLabel', { title })}
        >
          {t('publicProfile.card.book')}
        </Link>
      </div>
    </li>
  );
}
