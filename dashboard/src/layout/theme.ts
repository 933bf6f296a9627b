import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The public site's colours (web/src/styles/base.css), so both halves of the product look like one.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#2f54eb', dark: '#1e3bb8', light: '#e9eeff' },
    secondary: { main: '#172033' },
    background: { default: '#f6f7fb' },
    // MUI's orange and red are too light for text on white and on a toolbar's grey (WCAG 2.2 AA, 4.5:1).
    warning: { main: '#a34d00' },
    error: { main: '#b71c1c' },
  },
  shape: { borderRadius: 12 },
  // Wide enough for the longest menu entry in full ('Werkuren en afwezigheden'), not react-admin's 240 px.
  sidebar: { width: 270, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // react-admin lets the page grow as wide as its widest child (min-width: fit-content), for tables on
    // a desk. On a phone that widest child is a row of tabs or a long subject: the page would scroll
    // sideways instead of the tabs scrolling or the text wrapping.
    // react-admin names a row's selection checkbox on the box around it, which may not carry a name (WCAG
    // 4.1.2): the name moves to the checkbox itself.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
    // A long menu entry ('Werkuren en afwezigheden', or a larger font) wraps instead of being cut.
    RaMenuItemLink: {
      styleOverrides: {
        root: { whiteSpace: 'normal', lineHeight: 1.3, '& .MuiTypography-noWrap': { whiteSpace: 'normal' } },
      },
    },
    // An empty list's message ("Pas encore de …") is drawn in MUI's 'disabled' grey, 2.6:1 on our background: it is
    // text a person reads, so it takes the secondary text colour (WCAG 2.2 AA, 1.4.3).
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    RaLayout: {
      styleOverrides: {
        root: { '@media (max-width: 599.95px)': { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
      },
    },
  },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
