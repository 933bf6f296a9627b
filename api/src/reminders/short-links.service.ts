import { CANDIDATE_STATUS } from '@creneau/contracts';
import {
  cancelVisit,
  CandidateTransitionError,
  confirmVisit,
  lockCandidate,
  lockVisit,
  moveCandidate,
  recordInterest,
} from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import type { ShortLinkView } from '@creneau/contracts';
import { loadShortLink } from './short-link-view';

type Action = 'confirm' | 'cancel' | 'answerInterest';

/** The candidate's own actions from a message link; only POST acts, so mail scanners change nothing. */
@Injectable()
export class ShortLinksService {
  constructor(private readonly dataSource: DataSource) {}

  async view(code: string): Promise<ShortLinkView> {
    const link = await loadShortLink(this.dataSource.manager, code);
    if (!link) throw notFound('Link');
    return link.view;
  }

  async confirm(code: string): Promise<ShortLinkView> {
    return this.act(code, 'confirm', async (manager, visitId) => {
      const visit = await lockVisit(manager, visitId);
      if (visit) await confirmVisit(manager, visit);
    });
  }

  async cancel(code: string, reason?: string): Promise<ShortLinkView> {
    return this.act(code, 'cancel', async (manager, visitId) => {
      const visit = await lockVisit(manager, visitId);
      if (visit) await cancelVisit(manager, visit, 'candidate', reason?.trim() ?? '');
    });
  }

  async answerInterest(code: string, interested: boolean): Promise<ShortLinkView> {
    return this.act(code, 'answerInterest', async (manager, visitId) => {
      await recordInterest(manager, visitId, interested);
      if (!interested) await this.closeCandidate(manager, visitId);
    });
  }

  /**
   * "No longer interested" closes the candidate's request for the listing, as refused for
   * customerNotInterested, through the transitions (their history says it was them). A request already
   * closed, or one whose status allows no refusal, stays as it is: the answer itself is recorded.
   */
  private async closeCandidate(manager: EntityManager, visitId: string): Promise<void> {
    const visit = await lockVisit(manager, visitId);
    const candidate = visit && (await lockCandidate(manager, visit.candidateId, visit.agencyId));
    if (!candidate) return;
    try {
      await moveCandidate(manager, candidate, {
        to: CANDIDATE_STATUS.KO,
        actor: { kind: 'candidate' },
        reason: 'customerNotInterested',
      });
    } catch (error) {
      if (!(error instanceof CandidateTransitionError)) throw error;
    }
  }

  private async act(
    code: string,
    action: Action,
    change: (manager: EntityManager, visitId: string) => Promise<void>,
  ): Promise<ShortLinkView> {
    await this.dataSource.transaction(async (manager) => {
      const link = await loadShortLink(manager, code);
      if (!link) throw notFound('Link');
      // Confirming twice is harmless; anything else the visit's state no longer allows is refused.
      const repeat = action === 'confirm' && link.view.status === 'confirmed' && link.view.can.cancel;
      if (!link.view.can[action] && !repeat) {
        throw new ApiError(409, 'VISIT_STATE_INVALID', `This visit can no longer be changed (${link.view.status})`);
      }
      await change(manager, link.visitId);
    });
    return this.view(code);
  }
}
