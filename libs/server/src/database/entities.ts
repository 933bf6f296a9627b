import { AbsenceEntity, WorkingHoursEntity } from '../agenda';
import { AgencyEntity, AuditEntryEntity, AuthTokenEntity, SessionEntity, UserEntity } from '../identity';
import { ListingEntity, ListingPhotoEntity } from '../listings';
import { InboundSmsEntity } from '../messages/inbound-sms.entity';
import { MessageEntity } from '../messages/message.entity';
import { OutboxEntity } from '../outbox/outbox.entity';
import { CandidateEntity } from '../candidates/candidate.entity';
import { VisitEntity, VisitSlotEntity } from '../visits';

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
];
