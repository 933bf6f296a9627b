import { CircularProgress, LinearProgress, type CircularProgressProps, type LinearProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

// A progress bar is announced by screen readers: without a name it says only "progress bar" (WCAG 4.1.2,
// axe's aria-progressbar-name). Every loader of our own pages says what it is, in the reader's language.

/** A page's or a panel's loading bar, named. */
export function LoadingBar(props: LinearProgressProps) {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} {...props} />;
}

/** A small loading circle, named. */
export function LoadingSpinner(props: CircularProgressProps) {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('ra.page.loading')} {...props} />;
}
