import { CANDIDATE_STATUS, type JobPayloads } from '@creneau/contracts';
import {
  CandidateTransitionError,
  closeListingOffers,
  listingNotice,
  lockCandidate,
  MessageBatch,
  moveCandidate,
  waitingCandidates,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { WaitingListMessenger } from './waiting-list-messenger';

/**
 * A listing let or sold: each candidate still on its waiting list is told politely and closed, through
 * the transitions, as refused for `propertyUnavailable` (their history says so). Open offers close too.
 */
@Injectable()
@HandlesJob('CloseWaitingList')
export class CloseWaitingListHandler implements JobHandler<'CloseWaitingList'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messenger: WaitingListMessenger,
  ) {}

  async handle({ listingId }: JobPayloads['CloseWaitingList']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await listingNotice(manager, listingId);
      if (!listing || listing.status !== 'let_or_sold') return;
      const messages = new MessageBatch();
      for (const candidate of await waitingCandidates(manager, listingId, 10_000)) {
        const locked = await lockCandidate(manager, candidate.id, listing.agency.id);
        if (!locked) continue;
        try {
          await moveCandidate(manager, locked, {
            to: CANDIDATE_STATUS.KO,
            actor: { kind: 'system' },
            reason: 'propertyUnavailable',
          });
        } catch (error) {
          if (error instanceof CandidateTransitionError) continue;
          throw error;
        }
        await this.messenger.add(messages, listing, candidate, {
          purpose: 'listing_unavailable',
          key: 'listingUnavailable',
          claim: `closed:${listingId}`,
        });
      }
      await closeListingOffers(manager, listingId);
      await messages.write(manager);
    });
  }
}
