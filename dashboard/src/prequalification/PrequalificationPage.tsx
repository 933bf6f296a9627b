import { TRANSACTIONS, type MeResponse, type Transaction } from '@creneau/contracts';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useMe } from '../agenda/useAgenda';
import { FormPreview } from './FormPreview';
import { QuestionLines } from './QuestionLines';
import { choicesOf, usePrequalificationForm } from './usePrequalificationForm';
import { LoadingBar } from '../layout/Loading';

/** /pro/prequalification: what the agency asks before a visit, per transaction, with the public form beside it. */
export function PrequalificationPage() {
  const translate = useTranslate();
  const me = useMe();
  if (!me) return <LoadingBar sx={{ mt: 2 }} />;
  if (!me.agency) return <Alert severity="info">{translate('agenda.noAgency')}</Alert>;
  return <Editors me={me} agencyId={me.agency.id} />;
}

function Editors({ me, agencyId }: { me: MeResponse; agencyId: string }) {
  const translate = useTranslate();
  const [transaction, setTransaction] = useState<Transaction>('rent');
  const editable = me.user.role === 'agency_admin';
  return (
    <Stack spacing={2} sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={translate('prequalification.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('prequalification.lead')}
      </Typography>
      <Tabs value={transaction} onChange={(_, value: Transaction) => setTransaction(value)} variant="fullWidth">
        {TRANSACTIONS.map((each) => (
          <Tab key={each} value={each} label={translate(`enums:transaction.${each}`)} />
        ))}
      </Tabs>
      <Editor key={transaction} agencyId={agencyId} transaction={transaction} editable={editable} />
    </Stack>
  );
}

function Editor({
  agencyId,
  transaction,
  editable,
}: {
  agencyId: string;
  transaction: Transaction;
  editable: boolean;
}) {
  const translate = useTranslate();
  const form = usePrequalificationForm(agencyId, transaction);
  if (form.error) return <Alert severity="error">{translate(form.error)}</Alert>;
  if (!form.lines) return <LoadingBar />;
  const lines = form.lines;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card component="section" aria-label={translate('prequalification.questionsTitle')}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('prequalification.questionsTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(form.isDefault ? 'prequalification.usingDefaults' : 'prequalification.usingOwn')}
          </Typography>
          <QuestionLines
            lines={lines}
            transaction={transaction}
            editable={editable}
            change={form.change}
            move={form.move}
          />
          {form.failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(form.failure)}
            </Alert>
          )}
          {editable ? (
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
              <Button variant="contained" disabled={form.busy} onClick={() => void form.save()}>
                {translate('prequalification.save')}
              </Button>
              <Button disabled={form.busy || form.isDefault} onClick={() => void form.restoreDefaults()}>
                {translate('prequalification.restoreDefaults')}
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {translate('prequalification.adminOnly')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <FormPreview transaction={transaction} choices={choicesOf(lines)} />
        </CardContent>
      </Card>
    </Box>
  );
}
