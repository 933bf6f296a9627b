import {
  APPLICANT_STAGES,
  applicantPolicy,
  askedAfterVisit,
  askedBeforeVisit,
  askedForLease,
  type AgencyApplicantData,
  type ApplicantDataPolicy,
  type ApplicantStage,
  type AskedItem,
  type ListingApplicantData,
} from '@creneau/contracts';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useJson } from '../agenda/useAgenda';

const ASKED: Record<ApplicantStage, (policy: ApplicantDataPolicy) => AskedItem[]> = {
  beforeVisit: askedBeforeVisit,
  application: askedAfterVisit,
  lease: askedForLease,
};

/** The agency's listings grouped by the policy that applies to them: region, then rent or sale. */
function byPolicy(listings: ListingApplicantData[]): [ApplicantDataPolicy, ListingApplicantData[]][] {
  const groups = new Map<string, [ApplicantDataPolicy, ListingApplicantData[]]>();
  for (const listing of listings) {
    const key = `${listing.region}/${listing.transaction}`;
    const group = groups.get(key) ?? [applicantPolicy(listing.region, listing.transaction), []];
    group[1].push(listing);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * On the agency's settings page: which applicant-data policy applies to each of its listings, and what
 * that policy lets the agency ask at each stage, with its legal basis.
 */
export function ApplicantDataPanel() {
  const agency = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const { data } = useJson<AgencyApplicantData>(
    agency ? `/api/agencies/${encodeURIComponent(agency.id)}/applicant-data` : null,
    0,
  );
  return (
    <Box component="section" aria-labelledby="applicant-data-title" sx={{ p: 2 }} data-testid="applicant-data">
      <Typography id="applicant-data-title" variant="h6" component="h2">
        {translate('resources.agencies.applicantData.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.agencies.applicantData.lead')}
      </Typography>
      {data?.listings.length === 0 && <Typography>{translate('resources.agencies.applicantData.empty')}</Typography>}
      {data &&
        byPolicy(data.listings).map(([policy, listings]) => (
          <PolicyGroup key={`${policy.region}/${policy.transaction}`} policy={policy} listings={listings} />
        ))}
      {data && data.total > data.listings.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.agencies.applicantData.more', { shown: data.listings.length, count: data.total })}
        </Typography>
      )}
    </Box>
  );
}

function PolicyGroup({ policy, listings }: { policy: ApplicantDataPolicy; listings: ListingApplicantData[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const list = (items: AskedItem[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      items.map((item) => translate(`enums:applicantField.${item}`)),
    );
  return (
    <Box component="article" sx={{ mt: 2 }} data-region={policy.region} data-transaction={policy.transaction}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {`${translate(`enums:region.${policy.region}`)} · ${translate(`enums:transaction.${policy.transaction}`)}`}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 0.5 }, '& dd': { ml: 0 } }}>
        {APPLICANT_STAGES.filter((stage) => ASKED[stage](policy).length > 0).map((stage) => (
          <Box key={stage}>
            <Typography component="dt" variant="body2">
              {translate(`enums:applicantStage.${stage}`)}
            </Typography>
            <Typography component="dd" variant="body2">
              {list(ASKED[stage](policy))}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('resources.agencies.applicantData.basis', {
          basis: translate(`enums:legalBasis.${policy.region}.${policy.transaction}`),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {translate('resources.agencies.applicantData.listings', {
          count: listings.length,
          references: listings
            .map(({ reference, postalCode, city }) =>
              [reference, [postalCode, city].filter(Boolean).join(' ')].join(' · '),
            )
            .join(', '),
        })}
      </Typography>
    </Box>
  );
}
