import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The public site's colours (web/src/styles/base.css), so both halves of the product look like one.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#2f54eb', dark: '#1e3bb8', light: '#e9eeff' },
    secondary: { main: '#172033' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
