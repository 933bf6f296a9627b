import { FOOTERLESS_PATHS, LEGAL_PAGES } from '@creneau/contracts';
import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';

/** The legal pages, at the foot of every back-office page but the agenda. */
export function ProFooter() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (FOOTERLESS_PATHS.includes(pathname.replace(/\/+$/, ''))) return null;
  return (
    // Inside react-admin's <main>, a <footer> is no landmark of its own: its role says what it is.
    <Box component="footer" role="contentinfo" sx={{ mt: 4, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="nav"
        aria-label={translate('nav.legal')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, typography: 'body2' }}
      >
        {LEGAL_PAGES.map(({ to, page }) => (
          // Pages of the public site, outside the back office's router.
          <Link key={to} href={to} color="text.secondary">
            {translate(`pageTitles.${page}`)}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
