import { Box, Button, Checkbox, Chip, FormControlLabel, Menu, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { CANDIDATE_COLUMNS, type CandidateColumn } from './candidate-choices';
import type { PageSettings } from './page-settings';

interface ListSettingsBarProps {
  settings: PageSettings;
  columns: CandidateColumn[];
  onChange(settings: PageSettings): void;
  /**
   * On a phone the list has no columns to choose, and the agent between two visits wants the candidates
   * first: only the saved filters show, and naming the current filter opens on demand (when one is set).
   */
  compact?: boolean;
}

/**
 * Above the list: the columns to show, and the filters saved under a name (click one to apply it, its
 * cross to forget it). Both are kept in local storage (pagesSettings), per browser.
 */
export function ListSettingsBar({ settings, columns, onChange, compact = false }: ListSettingsBarProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [name, setName] = useState('');
  // On a phone, opened on demand; elsewhere always open.
  const [naming, setNaming] = useState(false);
  const saved = settings.savedFilters ?? [];
  const filtered = Object.keys(filterValues ?? {}).length > 0;

  const toggle = (column: CandidateColumn) => {
    const next = columns.includes(column) ? columns.filter((one) => one !== column) : [...columns, column];
    onChange({ ...settings, columns: CANDIDATE_COLUMNS.filter((one) => next.includes(one)) });
  };
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const others = saved.filter((one) => one.name !== trimmed);
    onChange({ ...settings, savedFilters: [...others, { name: trimmed, filter: filterValues }] });
    setName('');
    setNaming(false);
  };
  if (compact && saved.length === 0 && !filtered) return null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
      {!compact && (
        <Button size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
          {translate('candidates.settings.columns')}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CANDIDATE_COLUMNS.map((column) => (
          <Box key={column} sx={{ px: 2 }}>
            <FormControlLabel
              control={<Checkbox checked={columns.includes(column)} onChange={() => toggle(column)} />}
              label={translate(`resources.candidates.fields.${column}`)}
            />
          </Box>
        ))}
      </Menu>
      {saved.map((one) => (
        <Chip
          key={one.name}
          label={one.name}
          onClick={() => setFilters(one.filter, {})}
          onDelete={() => onChange({ ...settings, savedFilters: saved.filter((other) => other.name !== one.name) })}
        />
      ))}
      {naming || !compact ? (
        <>
          <TextField
            size="small"
            label={translate('candidates.settings.filterName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            sx={{ width: 180 }}
            autoFocus={compact}
          />
          <Button size="small" onClick={save} disabled={!name.trim()}>
            {translate('candidates.settings.saveFilter')}
          </Button>
        </>
      ) : (
        filtered && (
          <Button size="small" onClick={() => setNaming(true)}>
            {translate('candidates.settings.saveFilter')}
          </Button>
        )
      )}
    </Box>
  );
}
