import type { CalendarFeedStatus, CalendarFeedUrl } from '@creneau/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';
import { errorKey } from './api-errors';
import { useJson } from './useAgenda';

const FEED = '/api/me/calendar-feed';

/**
 * The signed-in agent's private iCalendar feed, for Google, Outlook or Apple calendars: created,
 * renewed (the old URL stops working) or revoked. Only a hash of the URL is kept, so the URL shows
 * once, right after it is made; a lost one is renewed.
 */
export function CalendarFeedPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [version, setVersion] = useState(0);
  const status = useJson<CalendarFeedStatus>(FEED, version);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (change: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: 'success' });
      setVersion(version + 1);
    } catch (error) {
      notify(errorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const create = (renewing: boolean) =>
    act(
      async () => setUrl((await postJson<CalendarFeedUrl>(FEED, undefined)).url),
      renewing ? 'agenda.feed.renewed' : 'agenda.feed.created',
    );
  const revoke = () =>
    act(async () => {
      await postJson(FEED, undefined, 'DELETE');
      setUrl(null);
    }, 'agenda.feed.revoked');
  if (status.error) return <Alert severity="error">{translate(errorKey(status.error))}</Alert>;
  if (!status.data) return null;
  const { active, createdAt } = status.data;
  const since = createdAt && new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(Date.parse(createdAt));
  return (
    <Box>
      <Typography data-testid="feed-state" sx={{ mb: 1.5 }}>
        {active ? translate('agenda.feed.active', { since }) : translate('agenda.feed.inactive')}
      </Typography>
      {url && <FeedUrl url={url} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" disabled={busy} onClick={() => void create(active)}>
          {translate(active ? 'agenda.feed.renew' : 'agenda.feed.create')}
        </Button>
        {active && (
          <Button color="error" disabled={busy} onClick={() => void revoke()}>
            {translate('agenda.feed.revoke')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function FeedUrl({ url }: { url: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('agenda.feed.copied', { type: 'success' });
    } catch {
      notify('agenda.feed.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        fullWidth
        size="small"
        label={translate('agenda.feed.url')}
        value={url}
        helperText={translate('agenda.feed.once')}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={translate('agenda.feed.copy')} edge="end" onClick={() => void copy()}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
