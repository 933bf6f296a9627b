import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AgendaVisit } from './types';

const ORDER = ['moveInDate', 'occupants', 'maxBudget', 'projectKind', 'purchaseHorizon'];

/**
 * What the visitor answered before the visit, and the prequalification verdict on their request with
 * its reasons (or that an agent decided it): where the agent meets the candidate, in the visit dialog.
 */
export function PrequalificationFacts({ visit }: { visit: AgendaVisit }) {
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
            .map(({ rule, values }) => ` ${translate(`global:verdict.reasons.${rule}`, values)}`)
            .join('')}
        </Typography>
      )}
    </>
  );
}
