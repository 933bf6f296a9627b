import {
  APPLICANT_QUESTIONS,
  REGIONS,
  applicantPolicy,
  effectiveQuestions,
  type FormChoice,
  type PrequalificationQuestion,
  type Region,
  type Transaction,
} from '@creneau/contracts';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The label the public form gives a question: a rent budget is monthly, a sale budget a price. */
export const questionLabelKey = (key: string, transaction: Transaction) =>
  `prequalification.questions.${key === 'maxBudget' && transaction === 'rent' ? 'maxRent' : key}`;

function PreviewField({ question, transaction }: { question: PrequalificationQuestion; transaction: Transaction }) {
  const translate = useTranslate();
  const label = `${translate(questionLabelKey(question.key, transaction))}${question.required ? ' *' : ''}`;
  const catalogue = APPLICANT_QUESTIONS[question.key as keyof typeof APPLICANT_QUESTIONS];
  if (catalogue.kind === 'choice') {
    return (
      <TextField select size="small" label={label} value="" fullWidth slotProps={{ select: { displayEmpty: true } }}>
        <MenuItem value="">{translate('prequalification.preview.unanswered')}</MenuItem>
        {catalogue.options.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`prequalification.options.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      label={label}
      type={catalogue.kind === 'date' ? 'date' : 'number'}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * The public booking form as a visitor of a listing in the chosen region would see it with these
 * choices: the region's policy filters it exactly as the booking page does (effectiveQuestions).
 */
export function FormPreview({ transaction, choices }: { transaction: Transaction; choices: FormChoice[] }) {
  const translate = useTranslate();
  const [region, setRegion] = useState<Region>('FR');
  const questions = effectiveQuestions(applicantPolicy(region, transaction), choices, null);
  const dropped = choices.filter(({ key }) => !questions.some((question) => question.key === key));
  return (
    <Box component="section" aria-labelledby={`preview-${transaction}`} data-testid="prequalification-preview">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }} useFlexGap>
        <Typography id={`preview-${transaction}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('prequalification.preview.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('prequalification.preview.region')}
          value={region}
          onChange={(event) => setRegion(event.target.value as Region)}
          sx={{ minWidth: 200 }}
        >
          {REGIONS.map((each) => (
            <MenuItem key={each} value={each}>
              {translate(`enums:region.${each}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box component="fieldset" disabled sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
        <Stack spacing={1.5}>
          {['firstName', 'lastName', 'email', 'phone'].map((field) => (
            <TextField key={field} size="small" label={translate(`prequalification.contact.${field}`)} fullWidth />
          ))}
          {questions.map((question) => (
            <PreviewField key={question.key} question={question} transaction={transaction} />
          ))}
        </Stack>
      </Box>
      {dropped.length > 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {translate('prequalification.preview.dropped', {
            region: translate(`enums:region.${region}`),
            questions: dropped.map(({ key }) => translate(questionLabelKey(key, transaction))).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
}
