import { Module } from '@nestjs/common';
import { WaitingListMessenger } from '../candidates/waiting-list-messenger';
import { InboundSmtpServer } from './inbound-smtp.server';
import { LeadIntake } from './lead-intake';
import { ParseInboundEmailHandler } from './parse-inbound-email.handler';

// Portal lead e-mails (issue 22): the inbound SMTP server, and the job that makes each message a candidate.
@Module({ providers: [InboundSmtpServer, ParseInboundEmailHandler, LeadIntake, WaitingListMessenger] })
export class LeadsModule {}
