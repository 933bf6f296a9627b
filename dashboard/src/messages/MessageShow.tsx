import { DEV_OUTBOX_PROVIDER, type MessageLogEntry } from '@creneau/contracts';
import { Box, Button } from '@mui/material';
import {
  SelectField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../providers';
import {
  MESSAGE_CHANNEL_CHOICES,
  MESSAGE_LANGUAGE_CHOICES,
  MESSAGE_PURPOSE_CHOICES,
  MESSAGE_STATUS_CHOICES,
} from './message-choices';
import { AgencyDateField } from '../time/AgencyDateField';

/** The e-mail as its recipient sees it, sandboxed: nothing in it can run or reach the back office. */
function RenderedEmail() {
  const message = useRecordContext<MessageLogEntry>();
  const translate = useTranslate();
  if (!message?.bodyHtml) return null;
  return (
    <Labeled label={translate('resources.messages.fields.bodyHtml')} fullWidth>
      <Box
        component="iframe"
        title={translate('resources.messages.fields.bodyHtml')}
        sandbox=""
        srcDoc={message.bodyHtml}
        sx={{ width: 640, maxWidth: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </Labeled>
  );
}

/** Ops download a development-outbox e-mail as it would have left: raw MIME, to open in a mail client. */
function DownloadEml() {
  const message = useRecordContext<MessageLogEntry>();
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  if (permissions !== 'ops' || message?.channel !== 'email' || message.provider !== DEV_OUTBOX_PROVIDER) return null;
  return (
    <Button variant="outlined" href={`/api/ops/messages/${message.id}/eml`} download>
      {translate('messageEml.download')}
    </Button>
  );
}

export function MessageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <AgencyDateField source="createdAt" />
        <SelectField source="channel" choices={MESSAGE_CHANNEL_CHOICES} />
        <TextField source="recipient" />
        <SelectField source="purpose" choices={MESSAGE_PURPOSE_CHOICES} />
        <SelectField source="language" label="messageLog.fields.language" choices={MESSAGE_LANGUAGE_CHOICES} />
        <TextField source="subject" emptyText="—" />
        <SelectField source="status" choices={MESSAGE_STATUS_CHOICES} />
        <TextField source="provider" emptyText="—" />
        <TextField source="providerId" emptyText="—" />
        <TextField source="error" emptyText="—" />
        <NumberField source="segments" label="messageLog.fields.segments" emptyText="—" />
        <NumberField source="attempts" />
        <TextField source="bodyText" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} />
        <RenderedEmail />
        <DownloadEml />
      </SimpleShowLayout>
    </Show>
  );
}
