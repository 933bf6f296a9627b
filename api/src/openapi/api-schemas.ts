import type {
  AgencyApplicantData,
  AgencyPrequalification,
  ApiErrorBody,
  BookedVisit,
  BookingPage,
  CalendarFeedStatus,
  CalendarFeedUrl,
  HealthReport,
  ListingCard,
  ListingPrequalification,
  MeResponse,
  NotificationPreferences,
  OwnerReportUnsubscribed,
  PublicAgencyProfile,
  PublicAgentProfile,
  PublicConfig,
  ShortLinkView,
  VisitorMessagesPage,
  VisitorVisit,
  WorkingDay,
} from '@creneau/contracts';
import type { AbsenceEntity, AgencyEntity, AuditEntryEntity, MessageEntity } from '@creneau/server';
import type { AvailabilityAnswer } from '../agenda/availability.service';
import type { UserView } from '../identity/users/user-view';
import type { ListingView, PhotoView } from '../listings/listing-view';
import type { PublicListing } from '../listings/public-listing';
import type { OutboxProbe } from '../ops/outbox-probe.controller';
import type { MyDataExport } from '../visitor/my-data.export';
import type { VisitSummary } from '../visits/visit-summary.query';
import type { VisitView } from '../visits/visit-view';
import type { SignedVoucher } from '../visits/voucher/voucher.service';

/**
 * Every JSON body the API answers with, by the name of its schema in the OpenAPI document. The
 * schemas are generated from these very types at build time (scripts/openapi-schemas.mjs), and
 * @Responds() only accepts a handler whose return type is the one named: the document, the handlers
 * and the front ends that import the contracts cannot drift apart.
 */
export interface ApiSchemas {
  ApiErrorBody: ApiErrorBody;
  MeResponse: MeResponse;
  PublicConfig: PublicConfig;
  HealthReport: HealthReport;
  PublicAgencyProfile: PublicAgencyProfile;
  PublicAgentProfile: PublicAgentProfile;
  UserView: UserView;
  UserPhoto: { photoUrl: string };
  Agency: AgencyEntity;
  AgencyApplicantData: AgencyApplicantData;
  AgencyPrequalification: AgencyPrequalification;
  ListingPrequalification: ListingPrequalification;
  AuditEntry: AuditEntryEntity;
  OutboxProbe: OutboxProbe;
  MessageLogEntry: MessageEntity;
  OwnerReportUnsubscribed: OwnerReportUnsubscribed;
  NotificationPreferences: NotificationPreferences;
  ShortLinkView: ShortLinkView;
  AvailabilityAnswer: AvailabilityAnswer;
  WorkingDay: WorkingDay;
  Absence: AbsenceEntity;
  VisitorMessagesPage: VisitorMessagesPage;
  VisitorVisit: VisitorVisit;
  MyDataExport: MyDataExport;
  ListingView: ListingView;
  ListingIds: { ids: string[] };
  PhotoView: PhotoView;
  PublicListing: PublicListing;
  ListingCard: ListingCard;
  CalendarFeedStatus: CalendarFeedStatus;
  CalendarFeedUrl: CalendarFeedUrl;
  BookedVisit: BookedVisit;
  BookingPage: BookingPage;
  VisitView: VisitView;
  VisitSummary: VisitSummary;
  SignedVoucher: SignedVoucher;
}

export type SchemaName = keyof ApiSchemas;
