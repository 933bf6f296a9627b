import type { JobPayloads } from '@creneau/contracts';
import { bookedSlot, candidatesByIds, closeTakenOffers, listingNotice, MessageBatch } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { visitWhen } from '../visits/visit-when.util';
import { WaitingListMessenger } from './waiting-list-messenger';

/**
 * A booking took a start offered to the waiting list (by one of them, or by anyone): the offers still
 * open for it close, and their candidates are told it is gone; they stay on the list for the next one.
 */
@Injectable()
@HandlesJob('CloseTakenSlotOffers')
export class CloseTakenSlotOffersHandler implements JobHandler<'CloseTakenSlotOffers'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: WaitingListMessenger,
  ) {}

  async handle({ visitId }: JobPayloads['CloseTakenSlotOffers']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booked = await bookedSlot(manager, visitId);
      if (!booked) return;
      const closed = await closeTakenOffers(manager, booked.listingId, booked.startsAt);
      if (closed.length === 0) return;
      const listing = await listingNotice(manager, booked.listingId);
      if (!listing) return;
      const messages = new MessageBatch();
      for (const candidate of await candidatesByIds(
        manager,
        closed.map(({ candidateId }) => candidateId),
      )) {
        const offer = closed.find(({ candidateId }) => candidateId === candidate.id);
        await this.messenger.add(messages, listing, candidate, {
          purpose: 'waiting_list_gone',
          key: 'slotGone',
          claim: `gone:${offer?.offerId ?? visitId}`,
          values: { when: visitWhen(booked.startsAt, listing.agency.timeZone, candidate.language) },
        });
      }
      await messages.write(manager);
    });
  }
}
