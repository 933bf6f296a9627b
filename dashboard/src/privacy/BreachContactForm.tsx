import type { AgencyPrivacyUpdate, BreachContact } from '@creneau/contracts';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Whom the operator notifies of a breach (GDPR art. 33): name, e-mail, phone. */
export function BreachContactForm({
  contact,
  onSave,
}: {
  contact: BreachContact | null;
  onSave: (update: AgencyPrivacyUpdate) => Promise<void>;
}) {
  const translate = useTranslate();
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [phone, setPhone] = useState(contact?.phone ?? '');
  const submit = () =>
    void onSave({ breachContact: name || email ? { name, email, phone: phone.trim() || null } : null });
  return (
    <Stack spacing={1.5}>
      {!contact && <Alert severity="warning">{translate('privacy.breach.missing')}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, 1fr)' } }}>
        <TextField label={translate('privacy.breach.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={translate('privacy.breach.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={translate('privacy.breach.phone')}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </Box>
      <Box>
        <Button variant="contained" onClick={submit}>
          {translate('privacy.save')}
        </Button>
      </Box>
    </Stack>
  );
}
