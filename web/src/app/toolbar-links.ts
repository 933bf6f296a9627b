import type { AuthTypeName } from '@creneau/contracts';

export interface ToolbarLink {
  to: string;
  label: 'nav.login' | 'nav.visitor' | 'nav.realtor' | 'nav.dashboard';
  primary: boolean;
  /** Only in the toolbar row (wide screens) or only in the hamburger menu (narrow screens). */
  only?: 'wide' | 'menu';
}

export interface ToolbarContent {
  links: ToolbarLink[];
  languages: boolean;
  phone: boolean;
}

const isUnder = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

// The public toolbar of the specification (section 2), for a signed-in auth type or nobody.
export function toolbarContent(authType: AuthTypeName | undefined, pathname: string): ToolbarContent {
  const phone = pathname === '/';
  if (authType === 'visitor') {
    return { links: [{ to: '/visits/home', label: 'nav.dashboard', primary: true }], languages: false, phone };
  }
  if (authType) {
    // Realtors and ops: the back office; the mobile menu goes straight to the visits list.
    const links: ToolbarLink[] = [
      { to: '/pro', label: 'nav.dashboard', primary: true, only: 'wide' },
      { to: '/pro/visits', label: 'nav.dashboard', primary: true, only: 'menu' },
    ];
    return { links, languages: false, phone };
  }
  if (isUnder(pathname, '/pro')) {
    return { links: [{ to: '/visits', label: 'nav.visitor', primary: true }], languages: false, phone };
  }
  if (isUnder(pathname, '/visits')) {
    return { links: [{ to: '/pro', label: 'nav.realtor', primary: true }], languages: false, phone };
  }
  const links: ToolbarLink[] = [
    { to: '/pro', label: 'nav.login', primary: false },
    { to: '/visits', label: 'nav.visitor', primary: true },
  ];
  return { links, languages: true, phone };
}
