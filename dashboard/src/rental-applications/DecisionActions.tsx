import {
  CANDIDATE_STATUS,
  RENTAL_DOCUMENT_LISTS,
  RENTAL_FILE_ROUTES,
  type RefusalReason,
  type RentalApplicationDecision,
  type RentalApplicationDetail,
} from '@creneau/contracts';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { REFUSAL_REASON_CHOICES } from '../candidates/candidate-choices';
import { postJson } from '../providers/session';

type Mode = 'none' | 'refuse' | 'ask';

/** Accept, refuse with a reason, or ask for the kinds still needed: the agent's decision, through the API. */
export function DecisionActions({ application }: { application: RentalApplicationDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [mode, setMode] = useState<Mode>('none');
  const [reason, setReason] = useState<RefusalReason | ''>('');
  const [kinds, setKinds] = useState<string[]>(() =>
    application.completeness.flatMap((person) =>
      person.missing.flatMap((item) =>
        item.type === 'documents' ? item.kinds.slice(0, 1).map(({ kind }) => kind) : [],
      ),
    ),
  );
  const [pending, setPending] = useState(false);
  const decided = application.status === CANDIDATE_STATUS.OK || application.status === CANDIDATE_STATUS.KO;
  const decide = async (decision: RentalApplicationDecision, done: string) => {
    setPending(true);
    try {
      await postJson(RENTAL_FILE_ROUTES.agentDecision(application.id), decision);
      notify(done, { type: 'success' });
      setMode('none');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const available = [
    ...new Map(RENTAL_DOCUMENT_LISTS[application.listing.region].map((rule) => [rule.kind, rule])).values(),
  ];
  if (decided) {
    return <Typography>{translate('rentalApplications.decision.decided')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => void decide({ decision: 'accept' }, 'rentalApplications.decision.accepted')}
        >
          {translate('rentalApplications.decision.accept')}
        </Button>
        <Button
          variant="outlined"
          aria-expanded={mode === 'refuse'}
          onClick={() => setMode(mode === 'refuse' ? 'none' : 'refuse')}
        >
          {translate('rentalApplications.decision.refuse')}
        </Button>
        <Button
          variant="outlined"
          aria-expanded={mode === 'ask'}
          onClick={() => setMode(mode === 'ask' ? 'none' : 'ask')}
        >
          {translate('rentalApplications.decision.ask')}
        </Button>
      </Box>
      {mode === 'refuse' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            required
            sx={{ minWidth: 260 }}
            label={translate('resources.candidates.fields.refusalReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as RefusalReason)}
            data-testid="rental-refusal-reason"
          >
            {REFUSAL_REASON_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            color="error"
            disabled={!reason || pending}
            onClick={() =>
              reason &&
              void decide({ decision: 'refuse', refusalReason: reason }, 'rentalApplications.decision.refused')
            }
          >
            {translate('rentalApplications.decision.confirmRefuse')}
          </Button>
        </Box>
      )}
      {mode === 'ask' && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
          <FormLabel component="legend">{translate('rentalApplications.decision.askLegend')}</FormLabel>
          <FormGroup>
            {available.map((rule) => (
              <FormControlLabel
                key={rule.kind}
                control={
                  <Checkbox
                    checked={kinds.includes(rule.kind)}
                    onChange={(event) =>
                      setKinds(
                        event.target.checked ? [...kinds, rule.kind] : kinds.filter((kind) => kind !== rule.kind),
                      )
                    }
                  />
                }
                label={translate(`enums:rentalDocumentKind.${rule.kind}`, { _: rule.wording })}
              />
            ))}
          </FormGroup>
          <Box>
            <Button
              variant="contained"
              disabled={kinds.length === 0 || pending}
              onClick={() => void decide({ decision: 'ask_documents', kinds }, 'rentalApplications.decision.asked')}
            >
              {translate('rentalApplications.decision.confirmAsk')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
