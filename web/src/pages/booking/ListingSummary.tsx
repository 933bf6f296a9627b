import { legalContext, type BookableListing, type BookingPage } from '@creneau/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addressOf, priceOf, titleOf } from './format';

interface ListingSummaryProps {
  listing: BookableListing;
  agency: BookingPage['agency'];
  /** The heading level in the page: the card is the page's subject or one item of a choice. */
  heading: 'h1' | 'h2';
  /** The first of a choice: its photo is in the first screen, the page's largest paint. */
  first?: boolean;
  children?: ReactNode;
}

/** A listing as the visitor recognises it: photo, title, place, price, and who shows it. */
export function ListingSummary({ listing, agency, heading: Heading, first = false, children }: ListingSummaryProps) {
  const { t, i18n } = useTranslation(['web', 'enums']);
  const kind = `${t(`enums:transaction.${listing.transaction}`)} · ${t(`enums:propertyType.${listing.propertyType}`)}`;
  const title = titleOf(listing, i18n.language) ?? t(`enums:propertyType.${listing.propertyType}`);
  const price = priceOf(listing);
  const facts = [
    listing.surface !== null && t('publicProfile.card.area', { area: listing.surface }),
    listing.rooms !== null && t('publicProfile.card.rooms', { count: listing.rooms }),
    listing.bedrooms !== null && t('publicProfile.card.bedrooms', { count: listing.bedrooms }),
  ].filter(Boolean);
  return (
    <article className="listing-summary">
      {listing.cover ? (
        // The page's subject, or the first of a choice, is its largest paint: fetched first, found by the
        // browser's preload scanner in the server's HTML. The others of a choice when scrolled to.
        <img
          className="listing-summary__photo"
          src={listing.cover.medium}
          alt=""
          {...(Heading === 'h1' || first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : (
        <div className="listing-summary__photo listing-summary__photo--none">{t('publicProfile.card.noPhoto')}</div>
      )}
      <div className="listing-summary__body">
        <p className="listing-summary__kind">
          {kind}
          {listing.status === 'under_offer' && (
            <span className="listing-summary__badge">
              {t('publicProfile.card.underOffer', { context: legalContext(listing.region) })}
            </span>
          )}
        </p>
        <Heading className="listing-summary__title">{title}</Heading>
        {addressOf(listing) && <p className="listing-summary__place">{addressOf(listing)}</p>}
        <p className="listing-summary__price">
          {price === null
            ? t('publicProfile.card.priceOnRequest')
            : listing.transaction === 'rent'
              ? t('publicProfile.card.perMonth', { price })
              : price}
          {facts.length > 0 && <span className="listing-summary__facts"> · {facts.join(' · ')}</span>}
        </p>
        <p className="listing-summary__agency">
          {agency.logoUrl && <img src={agency.logoUrl} alt="" className="listing-summary__logo" />}
          {t('booking.offeredBy', { agency: agency.name, agent: listing.agent.firstName })}
        </p>
        {children}
      </div>
    </article>
  );
}
