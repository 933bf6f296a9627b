import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { BookingMessages } from './booking-messages';

/** A move: the candidate's new confirmation with the .ics, the agent's notice (a booking's go with NotifyVisitBooked). */
@Injectable()
@HandlesJob('SendBookingMessages')
export class SendBookingMessagesHandler implements JobHandler<'SendBookingMessages'> {
  constructor(private readonly messages: BookingMessages) {}

  async handle({ visitId }: JobPayloads['SendBookingMessages']): Promise<void> {
    await this.messages.send(visitId);
  }
}
