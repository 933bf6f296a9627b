/** The legal pages of the public site (spec, section 2), linked from the footers of the web and the back office. */
export const LEGAL_PAGES = [
  { to: '/privacy', page: 'privacy' },
  { to: '/dpa', page: 'dpa' },
  { to: '/terms-of-service', page: 'termsOfService' },
  { to: '/cookies', page: 'cookies' },
] as const;

/** The back office's agenda needs the whole height of the screen: no footer there (spec, section 2). */
export const FOOTERLESS_PATHS: readonly string[] = ['/pro/agenda'];
