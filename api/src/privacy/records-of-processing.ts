import {
  FIXED_RETENTION,
  type AgencyPrivacy,
  type LegalNotice,
  type ProcessingActivity,
  type RecordsOfProcessing,
} from '@creneau/contracts';

const VISITORS = ['visitors', 'candidates'];

/** What the agency does with Créneau, purpose by purpose, as its register (GDPR art. 30.1) records it. */
function activities(privacy: AgencyPrivacy): ProcessingActivity[] {
  const months = (n: number) => `${n} months after the last contact`;
  return [
    {
      purpose: 'Visit booking, confirmations, reminders, cancellations and moves (SMS, e-mail)',
      legalBasis: 'b',
      dataSubjects: VISITORS,
      dataCategories: ['identity', 'contact details', 'language', 'visits', 'messages'],
      retention: months(privacy.retention.visitsMonths),
    },
    {
      purpose: 'SMS replies (yes, no, STOP) applied to the visit',
      legalBasis: 'b',
      dataSubjects: VISITORS,
      dataCategories: ['phone number', 'reply text'],
      retention: months(FIXED_RETENTION.smsRepliesMonths),
    },
    {
      purpose: 'No further SMS after a STOP',
      legalBasis: 'c',
      dataSubjects: VISITORS,
      dataCategories: ['phone number'],
      retention: 'as long as the opt-out holds',
    },
    {
      purpose: 'Signed bon de visite',
      legalBasis: 'b',
      dataSubjects: VISITORS,
      dataCategories: ['identity', 'signature', 'visit'],
      retention: months(privacy.retention.visitsMonths),
    },
    {
      purpose: 'Interest after the visit and the answers the listing region allows (resources, household)',
      legalBasis: 'b',
      dataSubjects: VISITORS,
      dataCategories: ['interest', 'resources', 'household size'],
      retention: months(privacy.retention.visitsMonths),
    },
    {
      purpose: 'Rental applications: the file an applicant shares for a listing, its review and decision',
      legalBasis: 'b',
      dataSubjects: ['applicants', 'guarantors'],
      dataCategories: [
        'identity',
        'work situation',
        'declared income',
        'supporting documents allowed by law (decree 2015-1437 / regional rules)',
        'decision and refusal reason',
      ],
      retention: '3 months after a refusal (with notice); the file itself until deleted or inactive',
    },
    {
      purpose: 'Requests received from listing portals by e-mail, answered with a booking link',
      legalBasis: 'b',
      dataSubjects: VISITORS,
      dataCategories: ['identity', 'contact details', 'message text', 'listing asked about'],
      retention: `with the request they created, deleted with it; a message that created none: ${FIXED_RETENTION.unlinkedInboundEmailsMonths} months after it was received`,
    },
    {
      purpose: "Agents' private calendar feeds",
      legalBasis: 'f',
      dataSubjects: VISITORS,
      dataCategories: ['name', 'phone number', 'visit'],
      retention: 'while the feed is live',
    },
    {
      purpose: "Owners' weekly reports (figures only)",
      legalBasis: 'b',
      dataSubjects: ['owners'],
      dataCategories: ['name', 'e-mail address'],
      retention: 'while the listing is live or until unsubscribed',
    },
    {
      purpose: "Agents' accounts, sign-ins and security log",
      legalBasis: 'f',
      dataSubjects: ['agents'],
      dataCategories: ['identity', 'work contact details', 'sessions (IP address, browser)', 'audit log'],
      retention: '12 months for sessions and logs',
    },
  ];
}

export function recordsOfProcessing(
  agency: { name: string; address: string },
  privacy: AgencyPrivacy,
  legal: LegalNotice,
): RecordsOfProcessing {
  return {
    generatedAt: new Date().toISOString(),
    controller: { ...agency, breachContact: privacy.breachContact },
    processor: legal.operator,
    activities: activities(privacy),
    recipients: ["the agency's agents", 'the operator (processor), for support and security, each read logged'],
    subprocessors: legal.subprocessors,
    transfersOutsideEea: legal.subprocessors.filter((entry) => entry.transfer !== 'none'),
    securityMeasures: [
      'encrypted connections',
      'passwords hashed with argon2id, sessions stored as hashes',
      'data partitioned by agency; operator reads logged in the agency audit log',
      'secrets and search terms masked in logs',
    ],
    dpa: privacy.dpa,
  };
}
