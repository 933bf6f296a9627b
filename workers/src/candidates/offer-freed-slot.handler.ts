import type { JobPayloads } from '@creneau/contracts';
import { freedSlot, insertOffers, listingNotice, MessageBatch, waitingCandidates } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { visitWhen } from '../visits/visit-when.util';
import { WaitingListMessenger } from './waiting-list-messenger';

/**
 * A visit cancelled or released (unconfirmed) frees its slot: each candidate on the listing's waiting
 * list gets an offer with a link of their own to the listing's booking page, that start chosen. The
 * first to book it wins (the visits' exclusion constraint); CloseTakenSlotOffers tells the others.
 */
@Injectable()
@HandlesJob('OfferFreedSlot')
export class OfferFreedSlotHandler implements JobHandler<'OfferFreedSlot'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: WaitingListMessenger,
    @InjectPinoLogger('waiting-list') private readonly logger: PinoLogger,
  ) {}

  async handle({ visitId }: JobPayloads['OfferFreedSlot']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const slot = await freedSlot(manager, visitId);
      if (!slot) return;
      const waiting = await waitingCandidates(manager, slot.listingId);
      const listing = await listingNotice(manager, slot.listingId);
      if (waiting.length === 0 || !listing) return;
      const offers = await insertOffers(
        manager,
        slot,
        waiting.map(({ id }) => id),
      );
      const messages = new MessageBatch();
      const byId = new Map(waiting.map((candidate) => [candidate.id, candidate]));
      for (const { candidateId, token } of offers) {
        const candidate = byId.get(candidateId);
        if (!candidate) continue;
        const query = new URLSearchParams({ offer: token, start: slot.startsAt.toISOString() });
        await this.messenger.add(messages, listing, candidate, {
          purpose: 'waiting_list_offer',
          key: 'slotOffer',
          claim: `offer:${visitId}`,
          link: this.messenger.link(`/book/${slot.listingId}?${query.toString()}`),
          values: { when: visitWhen(slot.startsAt, listing.agency.timeZone, candidate.language) },
        });
      }
      await messages.write(manager);
      this.logger.info({ visitId, offers: offers.length }, 'freed slot offered to the waiting list');
    });
  }
}
