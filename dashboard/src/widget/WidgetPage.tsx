import type { AgencyView } from '@creneau/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useMe } from '../agenda/useAgenda';
import { InboundAddresses } from '../leads/InboundAddresses';
import { previewPage, widgetSnippet, type WidgetChoice } from './snippet';
import { LoadingBar } from '../layout/Loading';

const LANGUAGES = ['fr', 'nl', 'en'];

/** /pro/widget: the snippet an agency pastes into its site, both modes, with a live preview and its allowed sites. */
export function WidgetPage() {
  const translate = useTranslate();
  const me = useMe();
  if (!me) return <LoadingBar sx={{ mt: 2 }} />;
  if (!me.agency) return <Alert severity="info">{translate('agenda.noAgency')}</Alert>;
  return <WidgetSettings agencyId={me.agency.id} slug={me.agency.slug} />;
}

function WidgetSettings({ agencyId, slug }: { agencyId: string; slug: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: agency } = useGetOne<AgencyView>('agencies', { id: agencyId });
  const [choice, setChoice] = useState<WidgetChoice>({ slug, mode: 'inline', color: '', lang: '' });
  // The agency's brand colour (its settings) first, until the user types another.
  const brandColor = agency?.brandColor ?? '';
  useEffect(() => {
    if (brandColor) setChoice((current) => (current.color ? current : { ...current, color: brandColor }));
  }, [brandColor]);
  const snippet = widgetSnippet(choice, window.location.origin);
  const colorIsBad = choice.color !== '' && !/^#[0-9a-f]{6}$/i.test(choice.color);
  const copy = () =>
    void navigator.clipboard.writeText(snippet).then(
      () => notify('widget.copied', { type: 'success' }),
      () => notify('widget.copyFailed', { type: 'warning' }),
    );
  return (
    <Stack spacing={2} sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={translate('widget.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('widget.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <Card component="section" aria-labelledby="widget-snippet-title">
          <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Stack spacing={2}>
              <Typography id="widget-snippet-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('widget.snippetTitle')}
              </Typography>
              <RadioGroup
                aria-label={translate('widget.mode')}
                value={choice.mode}
                onChange={(event) => setChoice({ ...choice, mode: event.target.value as WidgetChoice['mode'] })}
              >
                <FormControlLabel value="inline" control={<Radio />} label={translate('widget.modes.inline')} />
                <FormControlLabel value="button" control={<Radio />} label={translate('widget.modes.button')} />
              </RadioGroup>
              <TextField
                label={translate('widget.color')}
                value={choice.color}
                placeholder="#0f766e"
                error={colorIsBad}
                helperText={translate(colorIsBad ? 'widget.colorBad' : 'widget.colorHelp')}
                onChange={(event) => setChoice({ ...choice, color: event.target.value.trim() })}
              />
              <TextField
                select
                label={translate('widget.lang')}
                value={choice.lang}
                onChange={(event) => setChoice({ ...choice, lang: event.target.value })}
                // Shrunk: the empty value (the page's language) has a text of its own.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{translate('widget.langPage')}</MenuItem>
                {LANGUAGES.map((lang) => (
                  <MenuItem key={lang} value={lang}>
                    {translate(`widget.languages.${lang}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate('widget.snippet')}
                value={snippet}
                multiline
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
              <Box>
                <Button variant="contained" onClick={copy}>
                  {translate('widget.copy')}
                </Button>
              </Box>
              <AllowedOrigins agencyId={agencyId} origins={agency?.widgetAllowedOrigins} />
            </Stack>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="widget-preview-title">
          <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Typography id="widget-preview-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {translate('widget.previewTitle')}
            </Typography>
            <Box
              component="iframe"
              // Rebuilt whenever the snippet changes: the loader mounts its placeholders once per page.
              key={snippet}
              title={translate('widget.previewTitle')}
              srcDoc={previewPage(snippet, choice.lang || 'fr')}
              sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          </CardContent>
        </Card>
      </Box>
      <InboundAddresses />
    </Stack>
  );
}

/** The sites allowed to show the widget (the agency's settings): anywhere else, browsers refuse it. */
function AllowedOrigins({ agencyId, origins = [] }: { agencyId: string; origins?: string[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="widget-origins-title">
      <Typography id="widget-origins-title" variant="subtitle2" component="h3">
        {translate('widget.originsTitle')}
      </Typography>
      {origins.length ? (
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {origins.map((origin) => (
            <li key={origin}>
              <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                {origin}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('widget.noOrigins')}
        </Alert>
      )}
      <Link to={`/agencies/${agencyId}`}>{translate('widget.editOrigins')}</Link>
    </Box>
  );
}
