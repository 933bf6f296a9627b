import { AbsenceEntity, WorkingHoursEntity } from '../agenda';
import { CandidateEntity } from '../candidates/candidate.entity';
import { AgencyEntity, AuditEntryEntity, AuthTokenEntity, SessionEntity, UserEntity } from '../identity';
import { InboundEmailEntity } from '../leads/inbound-email.entity';
import { ListingEntity, ListingPhotoEntity } from '../listings';
import { InboundSmsEntity } from '../messages/inbound-sms.entity';
import { MessageEntity } from '../messages/message.entity';
import { OutboxEntity } from '../outbox/outbox.entity';
import { VisitSlotEntity } from '../visits/visit-slot.entity';
import { VisitEntity } from '../visits/visit.entity';

// Every entity of every domain, listed once so api, workers, migrations and tests share one schema.
export const ENTITIES = [
  OutboxEntity,
  AgencyEntity,
  UserEntity,
  SessionEntity,
  AuthTokenEntity,
  AuditEntryEntity,
  MessageEntity,
  InboundSmsEntity,
  ListingEntity,
  ListingPhotoEntity,
  WorkingHoursEntity,
  AbsenceEntity,
  CandidateEntity,
  VisitSlotEntity,
  VisitEntity,
  InboundEmailEntity,
];
