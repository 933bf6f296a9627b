import { Module } from '@nestjs/common';
import { CloseTakenSlotOffersHandler } from './close-taken-slot-offers.handler';
import { CloseTakenSlotOffersInline } from './close-taken-slot-offers.inline';
import { CloseWaitingListHandler } from './close-waiting-list.handler';
import { OfferFreedSlotHandler } from './offer-freed-slot.handler';
import { WaitingListMessenger } from './waiting-list-messenger';

// The listing's waiting list (issue 20): freed slots offered, taken ones closed, the list closed when let or sold.
@Module({
  providers: [
    WaitingListMessenger,
    OfferFreedSlotHandler,
    CloseTakenSlotOffersHandler,
    CloseTakenSlotOffersInline,
    CloseWaitingListHandler,
  ],
  // The outbox relay decides which bookings need CloseTakenSlotOffers (see CloseTakenSlotOffersInline).
  exports: [CloseTakenSlotOffersInline],
})
export class WaitingListModule {}
