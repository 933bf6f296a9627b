import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AgendaVisit } from './types';

/** What the candidate answered after the visit (applicant-data policy), or that they were invited to. */
export function ApplicationFacts({ visit }: { visit: AgendaVisit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (visit.application) {
    const number = new Intl.NumberFormat(locale);
    const answers = Object.entries(visit.application.answers).map(([key, value]) => {
      const shown =
        typeof value === 'number'
          ? number.format(value)
          : key === 'guarantor'
            ? translate(`enums:guarantor.${String(value)}`)
            : String(value);
      return translate('agenda.visit.answer', { field: translate(`enums:applicantField.${key}`), value: shown });
    });
    return (
      <Typography variant="body2" data-testid="visit-application">
        {translate('agenda.visit.application', { answers: answers.join(' · ') })}
      </Typography>
    );
  }
  if (!visit.applicationInvitedAt) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="visit-application">
      {translate('agenda.visit.applicationInvited')}
    </Typography>
  );
}
