import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { QuestionLines } from './QuestionLines';
import { useListingPrequalification } from './useListingPrequalification';

/**
 * On a listing's page: its own prequalification form, or the agency's for its transaction. What its
 * visitors are asked is still filtered by the listing's region.
 */
export function ListingPrequalificationPanel() {
  const listing = useRecordContext<{ id: string }>();
  if (!listing) return null;
  return <Panel listingId={listing.id} />;
}

function Panel({ listingId }: { listingId: string }) {
  const translate = useTranslate();
  const form = useListingPrequalification(listingId);
  if (!form.data || !form.lines) return null;
  const asked = form.data.effective.map(({ key }) =>
    translate(
      `prequalification.questions.${key === 'maxBudget' && form.data?.transaction === 'rent' ? 'maxRent' : key}`,
    ),
  );
  return (
    <Box
      component="section"
      aria-labelledby="listing-prequalification"
      sx={{ p: 2 }}
      data-testid="listing-prequalification"
    >
      <Typography id="listing-prequalification" variant="h6" component="h2">
        {translate('prequalification.listing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {asked.length > 0
          ? translate('prequalification.listing.asked', { questions: asked.join(', ') })
          : translate('prequalification.listing.nothingAsked')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={form.own} onChange={(event) => form.setOwn(event.target.checked)} />}
        label={translate('prequalification.listing.own')}
      />
      {form.own && (
        <QuestionLines
          lines={form.lines}
          transaction={form.data.transaction}
          editable
          change={form.change}
          move={form.move}
        />
      )}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" disabled={form.busy} onClick={() => void form.save()}>
          {translate('prequalification.listing.save')}
        </Button>
      </Box>
    </Box>
  );
}
