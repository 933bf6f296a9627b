import { useMediaQuery, type Theme } from '@mui/material';

/** Below MUI's `sm` breakpoint (600 px): lists show one line per record instead of a table's columns. */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
