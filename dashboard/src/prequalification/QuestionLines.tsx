import type { QuestionKey, Transaction } from '@creneau/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Checkbox, FormControlLabel, IconButton, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { questionLabelKey } from './FormPreview';
import type { EditorLine } from './usePrequalificationForm';

/** The catalogue questions of a form, each asked or not, required or not, moved up or down. */
export function QuestionLines(props: {
  lines: EditorLine[];
  transaction: Transaction;
  editable: boolean;
  change: (key: QuestionKey, patch: Partial<EditorLine>) => void;
  move: (key: QuestionKey, by: -1 | 1) => void;
}) {
  const translate = useTranslate();
  const { lines, transaction, editable } = props;
  const form = { change: props.change, move: props.move };
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line, index) => {
        const label = translate(questionLabelKey(line.key, transaction));
        return (
          <Box
            component="li"
            key={line.key}
            data-question={line.key}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <FormControlLabel
              sx={{ flex: '1 1 12rem', mr: 0 }}
              control={
                <Checkbox
                  checked={line.asked}
                  disabled={!editable}
                  onChange={(event) => form.change(line.key, { asked: event.target.checked })}
                />
              }
              label={label}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={line.required}
                  disabled={!editable || !line.asked}
                  onChange={(event) => form.change(line.key, { required: event.target.checked })}
                />
              }
              label={translate('prequalification.required')}
            />
            <IconButton
              aria-label={translate('prequalification.moveUp', { question: label })}
              disabled={!editable || index === 0}
              onClick={() => form.move(line.key, -1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={translate('prequalification.moveDown', { question: label })}
              disabled={!editable || index === lines.length - 1}
              onClick={() => form.move(line.key, 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
