import { Module } from '@nestjs/common';
import { NotifyCandidateStatusHandler } from './notify-candidate-status.handler';

// The candidate's notices about their request (issue 20); visits' own messages stay in reminders.
@Module({ providers: [NotifyCandidateStatusHandler] })
export class CandidateNotificationsModule {}
