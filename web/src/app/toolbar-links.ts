import type { AuthTypeName } from '@creneau/contracts';

export interface ToolbarLink {
  to: string;
  label: 'nav.login' | 'nav.visitor' | 'nav.realtor' | 'nav.dashboard' | 'nav.visitorShort' | 'nav.realtorShort';
  primary: boolean;
}

export interface ToolbarContent {
  /** The buttons of the toolbar row, on wide screens. */
  links: ToolbarLink[];
  /** What the hamburger opens, on narrow screens. */
  menu: ToolbarLink[];
  languages: boolean;
  phone: boolean;
}

const isUnder = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

// Signed out, the mobile menu always offers the two areas under short names (spec, section 2).
const SHORT_AREA_LINKS: ToolbarLink[] = [
  { to: '/visits', label: 'nav.visitorShort', primary: true },
  { to: '/pro', label: 'nav.realtorShort', primary: false },
];

// The public toolbar of the specification (section 2), for a signed-in auth type or nobody.
export function toolbarContent(authType: AuthTypeName | undefined, pathname: string): ToolbarContent {
  const phone = pathname === '/';
  if (authType === 'visitor') {
    const dashboard: ToolbarLink = { to: '/visits/home', label: 'nav.dashboard', primary: true };
    return { links: [dashboard], menu: [dashboard], languages: false, phone };
  }
  if (authType) {
    // Realtors and ops: the back office; the mobile menu goes straight to the visits list.
    return {
      links: [{ to: '/pro', label: 'nav.dashboard', primary: true }],
      menu: [{ to: '/pro/visits', label: 'nav.dashboard', primary: true }],
      languages: false,
      phone,
    };
  }
  const menu = SHORT_AREA_LINKS;
  if (isUnder(pathname, '/pro')) {
    return { links: [{ to: '/visits', label: 'nav.visitor', primary: true }], menu, languages: false, phone };
  }
  if (isUnder(pathname, '/visits')) {
    return { links: [{ to: '/pro', label: 'nav.realtor', primary: true }], menu, languages: false, phone };
  }
  const links: ToolbarLink[] = [
    { to: '/pro', label: 'nav.login', primary: false },
    { to: '/visits', label: 'nav.visitor', primary: true },
  ];
  return { links, menu, languages: true, phone };
}
