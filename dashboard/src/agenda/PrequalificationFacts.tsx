import { CANDIDATE_VERDICTS, verdictReasonValues, type CandidateVerdict } from '@creneau/contracts';
import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import { errorKey } from './api-errors';
import type { AgendaVisit } from './types';

const ORDER = ['moveInDate', 'occupants', 'maxBudget', 'projectKind', 'purchaseHorizon'];

/**
 * What the visitor answered before the visit, and the prequalification verdict on their request with
 * its reasons (or that an agent decided it): where the agent meets the candidate, in the visit dialog.
 */
export function PrequalificationFacts({
  visit,
  timeZone,
  onChanged,
}: {
  visit: AgendaVisit;
  /** The agency's, in which the reasons' dates are read. */
  timeZone: string;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const answers = ORDER.filter((key) => visit.answers?.[key] !== undefined && visit.answers[key] !== null).map(
    (key) => {
      const value = visit.answers?.[key];
      const shown =
        typeof value === 'number'
          ? number.format(value)
          : key === 'projectKind' || key === 'purchaseHorizon'
            ? translate(`prequalification.options.${String(value)}`)
            : String(value);
      return translate('agenda.visit.answer', { field: translate(`enums:applicantField.${key}`), value: shown });
    },
  );
  const verdict = visit.prequalification;
  return (
    <>
      {answers.length > 0 && (
        <Typography variant="body2" data-testid="visit-answers">
          {translate('prequalification.visit.answers', { answers: answers.join(' · ') })}
        </Typography>
      )}
      {verdict && (
        <Typography variant="body2" data-testid="visit-verdict" data-verdict={verdict.verdict}>
          {translate(verdict.overridden ? 'prequalification.visit.verdictByAgent' : 'prequalification.visit.verdict', {
            verdict: translate(`global:verdict.${verdict.verdict}`),
          })}
          {verdict.reasons
            .map(
              ({ rule, values }) =>
                ` ${translate(`global:verdict.reasons.${rule}`, verdictReasonValues(values, locale, timeZone))}`,
            )
            .join('')}
        </Typography>
      )}
      {verdict && <VerdictOverride candidateId={visit.candidate.id} verdict={verdict.verdict} onChanged={onChanged} />}
    </>
  );
}

/** The agent's word over the rules' (history 'verdict_overridden'): one tap on the verdict they choose. */
function VerdictOverride(props: { candidateId: string; verdict: CandidateVerdict; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const choose = async (verdict: CandidateVerdict | null) => {
    if (!verdict || verdict === props.verdict) return;
    setBusy(true);
    try {
      await postJson(`/api/candidates/${encodeURIComponent(props.candidateId)}/verdict`, { verdict });
      notify('prequalification.visit.overridden', { type: 'success' });
      props.onChanged();
    } catch (error) {
      notify(errorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.verdict}
      disabled={busy}
      aria-label={translate('prequalification.visit.override')}
      onChange={(_, verdict: CandidateVerdict | null) => void choose(verdict)}
      sx={{ flexWrap: 'wrap' }}
    >
      {CANDIDATE_VERDICTS.map((verdict) => (
        <ToggleButton key={verdict} value={verdict}>
          {translate(`global:verdict.${verdict}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
