import { VISIT_STATUSES } from '@creneau/contracts';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_STYLE } from './visit-style';

/** What the colours of the grid mean. */
export function StatusLegend() {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('agenda.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
    >
      {VISIT_STATUSES.map((status) => (
        <Box
          component="li"
          key={status}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.8rem', color: 'text.secondary' }}
        >
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              flexShrink: 0,
              width: 14,
              height: 14,
              // A visit block in miniature; the whole outline, as the pale fills alone barely show on white.
              borderRadius: '3px',
              bgcolor: STATUS_STYLE[status].background,
              border: `1px solid ${STATUS_STYLE[status].border}`,
              borderLeftWidth: 3,
            }}
          />
          {translate(`enums:visitStatus.${status}`)}
        </Box>
      ))}
    </Box>
  );
}
