import { verdictReasonValues, type CandidateDetail } from '@creneau/contracts';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useMe } from '../providers/useMe';

/** Sums and dates as the agent reads them: their language, the agency's time zone. */
function useReader() {
  const [locale] = useLocaleState();
  const me = useMe();
  const timeZone = me?.agency?.timeZone ?? 'Europe/Paris';
  return (values: Record<string, string | number | boolean | null> | undefined) =>
    verdictReasonValues(values, locale, timeZone);
}

/** What the candidate answered, each in the form's words, budgets as money and dates written out. */
export function CandidateAnswers({ answers }: { answers: CandidateDetail['answers'] }) {
  const translate = useTranslate();
  const read = useReader();
  const entries = Object.entries(answers);
  if (entries.length === 0)
    return <Typography color="text.secondary">{translate('candidates.show.noAnswers')}</Typography>;
  const shown = (key: string, value: unknown) => {
    if (key === 'maxBudget' && typeof value === 'number') return read({ budget: value }).budget;
    if (key === 'moveInDate' && typeof value === 'string') return read({ moveInDate: value }).moveInDate;
    if (key === 'projectKind' || key === 'purchaseHorizon') {
      return translate(`prequalification.options.${String(value)}`, { _: String(value) });
    }
    return String(value);
  };
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {translate(`enums:applicantField.${key}`, { _: key })}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {shown(key, value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The verdict and each reason as the sentence the visitor was given, its figures as the agent reads them. */
export function CandidateVerdict({ candidate }: { candidate: CandidateDetail }) {
  const translate = useTranslate();
  const read = useReader();
  if (!candidate.verdict) {
    return <Typography color="text.secondary">{translate('candidates.show.noVerdict')}</Typography>;
  }
  return (
    <>
      <Typography>{translate(`enums:candidateVerdict.${candidate.verdict}`)}</Typography>
      <List dense>
        {candidate.verdictReasons.map((reason, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={translate(`candidates.rules.${reason.rule}`, { _: reason.rule })}
              secondary={translate(`global:verdict.reasons.${reason.rule}`, {
                ...read(reason.values),
                _: '',
              })}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
