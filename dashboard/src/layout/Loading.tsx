import {
  CircularProgress,
  LinearProgress,
  ThemeProvider,
  type CircularProgressProps,
  type LinearProgressProps,
  type Theme,
} from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { LoadingPage, useTranslate } from 'react-admin';

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

/**
 * Names every progress circle and bar drawn below it, react-admin's own included: the app bar's loading
 * circle, the save button's, the Loading page's take no name and no props for one. A theme default reaches
 * them; it is given here, under the translations, so it speaks the reader's language.
 */
export function NamedProgress({ children }: { children: ReactNode }) {
  const label = useTranslate()('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
}

/** react-admin's page while it asks who is signed in, before the layout (and its NamedProgress) exists. */
export function NamedLoadingPage() {
  return (
    <NamedProgress>
      <LoadingPage />
    </NamedProgress>
  );
}
