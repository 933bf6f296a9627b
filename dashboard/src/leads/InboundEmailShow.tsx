import type { InboundEmailDetail } from '@creneau/contracts';
import { Box, Button, Stack } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  Labeled,
  Link,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { AgencyDateField } from '../time/AgencyDateField';
import { INBOUND_STATUS_CHOICES, LEAD_PORTAL_CHOICES } from './inbound-choices';

/** Reads the message again (after a parser fix): its candidate and booking link follow as for a new one. */
function ReparseButton() {
  const email = useRecordContext<InboundEmailDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!email) return null;
  const reparse = () =>
    void httpClient(`/api/inbound-emails/${email.id}/reparse`, { method: 'POST' }).then(
      () => {
        notify('leads.inbound.reparsed', { type: 'info' });
        // The job reads it within a second or two; the page shows the new result then.
        setTimeout(refresh, 1500);
      },
      (error: Error) => notify(error.message, { type: 'warning' }),
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={reparse}>
        {translate('leads.inbound.reparse')}
      </Button>
      {email.candidateId && (
        <Button component={Link} to={`/candidates/${email.candidateId}/show`} variant="outlined">
          {translate('leads.inbound.openCandidate')}
        </Button>
      )}
    </Stack>
  );
}

/** What the parser read: the prospect and the listing's reference or link. */
function ReadLead() {
  const email = useRecordContext<InboundEmailDetail>();
  const translate = useTranslate();
  if (!email?.lead) return null;
  const { firstName, lastName, email: address, phone, listingReference, listingUrl, message } = email.lead;
  const lines = [`${firstName} ${lastName}`.trim(), address, phone, listingReference, listingUrl, message].filter(
    Boolean,
  );
  return (
    <Labeled label={translate('resources.inbound-emails.fields.lead')} fullWidth>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}>
        {lines.join('\n')}
      </Box>
    </Labeled>
  );
}

export function InboundEmailShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <ReparseButton />
        <AgencyDateField source="receivedAt" />
        <SelectField source="status" choices={INBOUND_STATUS_CHOICES} />
        <FunctionField<InboundEmailDetail>
          source="problem"
          render={(email) => (email.problem ? translate(`leads.inbound.problems.${email.problem}`) : '—')}
        />
        <SelectField source="portal" choices={LEAD_PORTAL_CHOICES} emptyText="—" />
        <TextField source="sender" />
        <TextField source="recipient" />
        <TextField source="subject" emptyText="—" />
        <TextField source="spf" emptyText="—" />
        <TextField source="dkim" emptyText="—" />
        <BooleanField source="linkSent" />
        <ReadLead />
        <FunctionField<InboundEmailDetail>
          source="text"
          render={(email) => (
            <Box
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 480, overflow: 'auto', m: 0 }}
            >
              {email.text}
            </Box>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
