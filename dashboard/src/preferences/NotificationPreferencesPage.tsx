import {
  AGENT_ALERTS,
  ALERT_CHANNELS,
  type AgentAlert,
  type AlertChannel,
  type NotificationPreferences,
} from '@creneau/contracts';
import {
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';

const PATH = '/api/me/notification-preferences';

/** Which alert comes by SMS, e-mail, both or not at all, and the quiet hours when SMS waits. */
export function NotificationPreferencesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void fetch(PATH, { credentials: 'same-origin' })
      .then((response) => response.json() as Promise<NotificationPreferences>)
      .then(setPrefs);
  }, []);
  if (!prefs) return <Loading />;

  const setChannel = (alert: AgentAlert, channel: AlertChannel) =>
    setPrefs({ ...prefs, channels: { ...prefs.channels, [alert]: channel } });
  const save = async () => {
    setSaving(true);
    try {
      setPrefs(await postJson<NotificationPreferences>(PATH, prefs, 'PUT'));
      notify('preferences.saved', { type: 'success' });
    } catch {
      notify('preferences.invalid', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <Title title={translate('preferences.title')} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="body2">{translate('preferences.intro')}</Typography>
          {AGENT_ALERTS.map((alert) => (
            <FormControl key={alert} fullWidth>
              <InputLabel id={`alert-${alert}`}>{translate(`preferences.alerts.${alert}`)}</InputLabel>
              <Select
                labelId={`alert-${alert}`}
                label={translate(`preferences.alerts.${alert}`)}
                value={prefs.channels[alert]}
                onChange={(event) => setChannel(alert, event.target.value)}
              >
                {ALERT_CHANNELS.map((channel) => (
                  <MenuItem key={channel} value={channel}>
                    {translate(`preferences.channels.${channel}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ))}
          <FormControlLabel
            control={
              <Switch
                checked={prefs.quietHours !== null}
                onChange={(event) =>
                  setPrefs({ ...prefs, quietHours: event.target.checked ? { start: '21:00', end: '08:00' } : null })
                }
              />
            }
            label={translate('preferences.quietHours')}
          />
          {prefs.quietHours && (
            <Stack direction="row" spacing={2}>
              {(['start', 'end'] as const).map((edge) => (
                <TextField
                  key={edge}
                  type="time"
                  label={translate(`preferences.quiet.${edge}`)}
                  value={prefs.quietHours?.[edge] ?? ''}
                  onChange={(event) =>
                    setPrefs({ ...prefs, quietHours: { ...prefs.quietHours!, [edge]: event.target.value } })
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
            </Stack>
          )}
          <Typography variant="caption">{translate('preferences.quietHelp')}</Typography>
          <div>
            <Button variant="contained" disabled={saving} onClick={() => void save()}>
              {translate('ra.action.save')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
