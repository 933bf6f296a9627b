import { applicantPolicy, applicationOpen, canInviteToApply, type ShortLinkView } from '@creneau/contracts';
import { inviteToApply, lockApplicationVisit, saveApplicantAnswers } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { loadShortLink } from '../reminders/short-link-view';
import { loadVisitView, type VisitView } from '../visits/visit-view';
import { checkedAnswers } from '../applicant-answers/applicant-answers';
import type { ApplicantAnswersDto } from '../applicant-answers/applicant-answers.dto';

const SHORT_CODE = /^[A-Za-z0-9]{10}$/;

/**
 * The application stage: after the visit, through the candidate's own link, the questions the listing's
 * region allows then (resources, household). Before the visit is done, or the agent's invitation, they
 * are closed; a question the region does not allow at this stage is refused by name, nothing stored.
 */
@Injectable()
export class ApplicationService {
  constructor(private readonly dataSource: DataSource) {}

  async apply(code: string, dto: ApplicantAnswersDto): Promise<ShortLinkView> {
    if (!SHORT_CODE.test(code)) throw notFound('Link');
    await this.dataSource.transaction(async (manager) => {
      const visit = await lockApplicationVisit(manager, { shortCode: code });
      if (!visit) throw notFound('Link');
      if (!applicationOpen(visit)) {
        throw new ApiError(409, 'APPLICATION_NOT_OPEN', `The application opens after the visit (${visit.status})`);
      }
      const policy = applicantPolicy(visit.region, visit.transaction);
      const answers = checkedAnswers({ policy, stage: 'application', timeZone: visit.timeZone }, dto, Date.now());
      await saveApplicantAnswers(manager, {
        agencyId: visit.agencyId,
        candidateId: visit.candidateId,
        listingId: visit.listingId,
        visitId: visit.id,
        stage: 'application',
        region: visit.region,
        answers,
      });
    });
    const link = await loadShortLink(this.dataSource.manager, code);
    if (!link) throw notFound('Link');
    return link.view;
  }

  /** After the visit, the agent invites the candidate to apply; the candidate gets their link. */
  async invite(id: string, agencyId: string | null): Promise<VisitView> {
    await this.dataSource.transaction(async (manager) => {
      const visit = await lockApplicationVisit(manager, { id, agencyId });
      if (!visit) throw notFound('Visit');
      if (!canInviteToApply(visit)) {
        throw new ApiError(
          409,
          'VISIT_STATE_INVALID',
          `A candidate is invited to apply after the visit (${visit.status})`,
        );
      }
      await inviteToApply(manager, visit);
    });
    const view = await loadVisitView(this.dataSource.manager, id, agencyId);
    if (!view) throw notFound('Visit');
    return view;
  }
}
