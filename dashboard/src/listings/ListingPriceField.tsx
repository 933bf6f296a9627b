import type { ListingView } from '@creneau/contracts';
import { useRecordContext, useTranslate } from 'react-admin';
import { displayPrice } from './price';

/** Rent per month or sale price, in the one shared format (`1 250 €`). */
export function ListingPriceField(_: { label?: string }) {
  const listing = useRecordContext<ListingView>();
  const translate = useTranslate();
  if (!listing) return null;
  const amount = listing.transaction === 'rent' ? listing.rent : listing.price;
  if (amount === null) return <span>—</span>;
  const text = displayPrice(amount, listing.currency);
  return (
    <span>{listing.transaction === 'rent' ? translate('resources.listings.perMonth', { price: text }) : text}</span>
  );
}
