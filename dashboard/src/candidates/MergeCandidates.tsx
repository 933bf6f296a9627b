import { displayPhone, type CandidateDetail } from '@creneau/contracts';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageSection } from '../layout/PageSection';
import { useCandidateMerge, useMergeSearch, type MergeKeep, type MergeTwin } from './useCandidateMerge';

type Translate = ReturnType<typeof useTranslate>;

function who(person: Omit<MergeTwin, 'id'>, translate: Translate): string {
  const contact = [person.email, person.phone && displayPhone(person.phone)].filter(Boolean).join(' · ');
  const listing = person.listing ? person.listing.reference : translate('candidates.noListing');
  return `${person.firstName} ${person.lastName} — ${contact} — ${listing}`;
}

function TwinList({ twins, onMerge }: { twins: MergeTwin[]; onMerge: (twin: MergeTwin) => void }) {
  const translate = useTranslate();
  return (
    <List dense>
      {twins.map((twin) => (
        <ListItem
          key={twin.id}
          disableGutters
          secondaryAction={
            <Button size="small" onClick={() => onMerge(twin)}>
              {translate('candidates.merge.button')}
            </Button>
          }
        >
          <ListItemText primary={who(twin, translate)} />
        </ListItem>
      ))}
    </List>
  );
}

function MergeDialog({
  candidate,
  merge,
}: {
  candidate: CandidateDetail;
  merge: ReturnType<typeof useCandidateMerge>;
}) {
  const translate = useTranslate();
  const { twin } = merge;
  return (
    <Dialog open={twin !== null} onClose={merge.close} aria-labelledby="candidate-merge-title" fullWidth>
      <DialogTitle id="candidate-merge-title">{translate('candidates.merge.title')}</DialogTitle>
      {twin && (
        <DialogContent>
          <Typography id="candidate-merge-keep" sx={{ fontWeight: 600 }}>
            {translate('candidates.merge.keep')}
          </Typography>
          <RadioGroup
            aria-labelledby="candidate-merge-keep"
            value={merge.keep}
            onChange={(event) => merge.setKeep(event.target.value as MergeKeep)}
          >
            <FormControlLabel value="this" control={<Radio />} label={who(candidate, translate)} />
            <FormControlLabel value="twin" control={<Radio />} label={who(twin, translate)} />
          </RadioGroup>
          <DialogContentText sx={{ mt: 1 }}>{translate('candidates.merge.explain')}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={merge.close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={merge.busy} onClick={() => void merge.confirm()}>
          {translate('candidates.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Merging a duplicate: the likely ones (same name, another e-mail or phone, on this listing) and any
 * candidate of the agency found by a search; a dialog says which request stays and that all history
 * follows it.
 */
export function MergeCandidates({ candidate }: { candidate: CandidateDetail }) {
  const translate = useTranslate();
  const merge = useCandidateMerge(candidate);
  const [search, setSearch] = useState('');
  const found = useMergeSearch(candidate, search);
  return (
    <PageSection title={translate('candidates.merge.section')}>
      {candidate.duplicates.length === 0 ? (
        <Typography color="text.secondary">{translate('candidates.merge.noDuplicates')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{translate('candidates.merge.duplicatesHelp')}</Typography>
          <TwinList twins={candidate.duplicates} onMerge={merge.open} />
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          label={translate('candidates.merge.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <TwinList twins={found} onMerge={merge.open} />
      </Box>
      <MergeDialog candidate={candidate} merge={merge} />
    </PageSection>
  );
}
