import type {
  RentalApplicationDetail,
  RentalApplicationListItem,
  RentalDocumentView,
  RentalFileActionPreview,
  RentalFileActionResult,
  RentalFileView,
  RentalPersonView,
  RentalUploadProgress,
  RentalUploadSession,
  VisitorRentalApplication,
  AbsenceView,
  AgencyApplicantData,
  AgencyPrivacy,
  AgencyView,
  AuditEntryView,
  AvailabilityAnswer,
  AgencyPrequalification,
  ApiErrorBody,
  BookedVisit,
  BookingPage,
  CalendarFeedStatus,
  CandidateBulkStatusResult,
  CandidateDetail,
  CandidateListItem,
  InboundAddressesView,
  InboundEmailDetail,
  InboundEmailListItem,
  CalendarFeedUrl,
  ConsentProof,
  HealthReport,
  ListingCard,
  ListingView,
  MessageLogEntry,
  ListingPrequalification,
  MeResponse,
  MyDataExport,
  OutboxProbe,
  NotificationPreferences,
  OwnerReportUnsubscribed,
  PhotoView,
  PublicAgencyProfile,
  PublicAgentProfile,
  PublicConfig,
  PublicListing,
  RecordsOfProcessing,
  ShortLinkView,
  SignedVoucher,
  UserView,
  VisitorMessagesPage,
  VisitorVisit,
  VisitSummary,
  VisitView,
  WorkingDay,
} from '@creneau/contracts';

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
  ConsentProof: ConsentProof;
  AgencyPrivacy: AgencyPrivacy;
  RecordsOfProcessing: RecordsOfProcessing;
  HealthReport: HealthReport;
  PublicAgencyProfile: PublicAgencyProfile;
  PublicAgentProfile: PublicAgentProfile;
  UserView: UserView;
  UserPhoto: { photoUrl: string };
  Agency: AgencyView;
  AgencyApplicantData: AgencyApplicantData;
  AuditEntry: AuditEntryView;
  AgencyPrequalification: AgencyPrequalification;
  ListingPrequalification: ListingPrequalification;
  OutboxProbe: OutboxProbe;
  MessageLogEntry: MessageLogEntry;
  OwnerReportUnsubscribed: OwnerReportUnsubscribed;
  NotificationPreferences: NotificationPreferences;
  ShortLinkView: ShortLinkView;
  AvailabilityAnswer: AvailabilityAnswer;
  WorkingDay: WorkingDay;
  Absence: AbsenceView;
  VisitorMessagesPage: VisitorMessagesPage;
  VisitorVisit: VisitorVisit;
  MyDataExport: MyDataExport;
  CandidateListItem: CandidateListItem;
  InboundAddressesView: InboundAddressesView;
  InboundEmailListItem: InboundEmailListItem;
  InboundEmailDetail: InboundEmailDetail;
  CandidateDetail: CandidateDetail;
  CandidateBulkStatusResult: CandidateBulkStatusResult;
  RentalFileView: RentalFileView;
  RentalPersonView: RentalPersonView;
  RentalDocumentView: RentalDocumentView;
  RentalUploadSession: RentalUploadSession;
  RentalUploadProgress: RentalUploadProgress;
  VisitorRentalApplication: VisitorRentalApplication;
  RentalApplicationListItem: RentalApplicationListItem;
  RentalApplicationDetail: RentalApplicationDetail;
  RentalApplicationSettings: { applicationsBeforeVisit: boolean };
  RentalFileActionPreview: RentalFileActionPreview;
  RentalFileActionResult: RentalFileActionResult;
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
