import type { OperatorIdentity } from '@creneau/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useMe } from '../providers/useMe';
import { BreachContactForm } from './BreachContactForm';
import { DpaAcceptance } from './DpaAcceptance';
import { OperatorReads } from './OperatorReads';
import { PrivacySection } from './PrivacySection';
import { RetentionSettingsForm } from './RetentionSettingsForm';
import { usePrivacyPage } from './usePrivacyPage';
import { LoadingBar } from '../layout/Loading';

/** /pro/privacy, for the agency's admins: its duties as the controller of its candidates' data. */
export function PrivacyPage() {
  const translate = useTranslate();
  const me = useMe();
  if (!me) return <LoadingBar sx={{ mt: 2 }} />;
  if (!me.agency) return <Alert severity="info">{translate('agenda.noAgency')}</Alert>;
  return <AgencyPrivacy agencyId={me.agency.id} />;
}

function AgencyPrivacy({ agencyId }: { agencyId: string }) {
  const translate = useTranslate();
  const page = usePrivacyPage(agencyId);
  if (!page.privacy) return <LoadingBar sx={{ mt: 2 }} />;
  return (
    <Stack spacing={2} sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={translate('privacy.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('privacy.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <PrivacySection id="privacy-contacts" title={translate('privacy.contacts.title')}>
            <OperatorContacts operator={page.operator} />
          </PrivacySection>
          <PrivacySection
            id="privacy-breach"
            title={translate('privacy.breach.title')}
            lead={translate('privacy.breach.lead')}
          >
            <BreachContactForm contact={page.privacy.breachContact} onSave={page.save} />
          </PrivacySection>
          <PrivacySection id="privacy-dpa" title={translate('privacy.dpa.title')}>
            <DpaAcceptance privacy={page.privacy} onAccept={page.acceptDpa} />
          </PrivacySection>
          <PrivacySection id="privacy-registers" title={translate('privacy.registers.title')}>
            <Typography variant="body2">{translate('privacy.registers.recordsLead')}</Typography>
            <Box>
              <Button variant="outlined" onClick={() => page.download('records-of-processing')}>
                {translate('privacy.registers.records')}
              </Button>
            </Box>
            <Typography variant="body2">{translate('privacy.registers.exportLead')}</Typography>
            <Box>
              <Button variant="outlined" onClick={() => page.download('export')}>
                {translate('privacy.registers.export')}
              </Button>
            </Box>
          </PrivacySection>
          <PrivacySection
            id="privacy-ops-reads"
            title={translate('privacy.opsReads.title')}
            lead={translate('privacy.opsReads.lead')}
          >
            <OperatorReads entries={page.opsReads} total={page.opsReadsTotal} />
          </PrivacySection>
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <PrivacySection
            id="privacy-retention"
            title={translate('privacy.retention.title')}
            lead={translate('privacy.retention.lead')}
          >
            <RetentionSettingsForm retention={page.privacy.retention} onSave={page.save} />
          </PrivacySection>
        </Box>
      </Box>
    </Stack>
  );
}

/** The operator's privacy address and DPO, as the install configures them (also in /privacy). */
function OperatorContacts({ operator }: { operator: OperatorIdentity | null }) {
  const translate = useTranslate();
  if (!operator) return null;
  return (
    <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' } }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {translate('privacy.contacts.operator')}
      </Typography>
      <Typography component="dd" variant="body2">
        <a href={`mailto:${operator.privacyEmail}`}>{operator.privacyEmail}</a>
      </Typography>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {translate('privacy.contacts.dpo')}
      </Typography>
      <Typography component="dd" variant="body2">
        {operator.dpo ? (
          <>
            {`${operator.dpo.name} · `}
            <a href={`mailto:${operator.dpo.email}`}>{operator.dpo.email}</a>
          </>
        ) : (
          translate('privacy.contacts.noDpo')
        )}
      </Typography>
    </Box>
  );
}
