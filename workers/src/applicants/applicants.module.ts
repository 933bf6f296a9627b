import { Module } from '@nestjs/common';
import { VisitsModule } from '../visits/visits.module';
import { InviteToApplyHandler } from './invite-to-apply.handler';

// After a visit, the agent invites the candidate to apply: the invitation is written about the visit.
@Module({ imports: [VisitsModule], providers: [InviteToApplyHandler] })
export class ApplicantsModule {}
