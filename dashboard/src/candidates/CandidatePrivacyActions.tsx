import type { CandidateDetail } from '@creneau/contracts';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../providers';
import { useAgencyTime } from '../time/useAgencyTime';
import { useCandidatePrivacy } from './useCandidatePrivacy';

/** Export and erasure of one candidate, for the agency's admins; an erased one says so instead. */
export function CandidatePrivacyActions({ candidate }: { candidate: CandidateDetail }) {
  const translate = useTranslate();
  const time = useAgencyTime();
  const { permissions } = usePermissions<Permissions>();
  if (candidate.anonymisedAt) {
    const date = time.ready ? time.format(candidate.anonymisedAt, 'date') : '';
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('candidatePrivacy.anonymised', { date })}
      </Alert>
    );
  }
  if (permissions !== 'agency_admin') return null;
  return <Actions candidateId={candidate.id} />;
}

function Actions({ candidateId }: { candidateId: string }) {
  const translate = useTranslate();
  const privacy = useCandidatePrivacy(candidateId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button variant="outlined" onClick={privacy.exportData}>
        {translate('candidatePrivacy.export')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => privacy.setConfirming(true)}>
        {translate('candidatePrivacy.anonymise')}
      </Button>
      <Dialog
        open={privacy.confirming}
        onClose={() => privacy.setConfirming(false)}
        aria-labelledby="anonymise-title"
        aria-describedby="anonymise-body"
      >
        <DialogTitle id="anonymise-title">{translate('candidatePrivacy.dialogTitle')}</DialogTitle>
        <DialogContent id="anonymise-body">
          <Typography gutterBottom>{translate('candidatePrivacy.erased')}</Typography>
          <Typography gutterBottom>{translate('candidatePrivacy.kept')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{translate('candidatePrivacy.final')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => privacy.setConfirming(false)}>{translate('candidatePrivacy.cancel')}</Button>
          <Button variant="contained" color="error" disabled={privacy.busy} onClick={() => void privacy.anonymise()}>
            {translate('candidatePrivacy.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
