import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { isEmbedded } from './embed';
import { EmbedLayout } from './EmbedLayout';
import { useServerData } from '../ssr/server-data';
import * as Pages from './pages';

// The route table of the product specification (section 2). /pro is the dashboard, served apart.
const PAGES: ReadonlyArray<[path: string, Page: ComponentType]> = [
  ['/', Pages.LandingPage],
  ['/landing', Pages.LandingPage],
  ['/visits/home', Pages.VisitorHomePage],
  ['/visits/magic-link', Pages.MagicLinkPage],
  ['/visits/reset-password', Pages.ResetPasswordPage],
  ['/visits/rental-file', Pages.RentalFilePage],
  ['/visits/*', Pages.VisitorAreaPage], // also matches /visits itself
  ['/privacy', Pages.PrivacyPage],
  ['/dpa', Pages.DpaPage],
  ['/terms-of-service', Pages.TermsOfServicePage],
  ['/cookies', Pages.CookiesPage],
  ['/signout', Pages.SignOutPage],
  ['/error', Pages.ErrorPage],
  ['/accessdenied', Pages.AccessDeniedPage],
  ['/notfound', Pages.NotFoundPage],
  ['/agency/:slug', Pages.AgencyPage],
  ['/agent/:slug', Pages.AgentPage],
  ['/book/:slug', Pages.BookingPage],
  ['/masquerade/:id/:type', Pages.MasqueradePage],
  ['/usermgmt', Pages.UserManagementPage],
  ['/c/:shortCode', Pages.ShortCodePage],
  ['/i/:slug/:interested?', Pages.InterestPage],
  ['/rf/:token/:action', Pages.RentalFileActionPage],
  ['/ultimmo/:token?/:lead?', Pages.UltimmoPage],
  ['/immoweb/:token', Pages.ImmowebPage],
  ['/vb/:token', Pages.TokenLinkPage],
  ['/unsubscribe/owner-report', Pages.UnsubscribePage],
  ['*', Pages.NotFoundPage],
];

const routes: RouteObject[] = PAGES.map(([path, Page]) => ({ path, element: <Page /> }));

/** Fetches the chunk of the page at `pathname`, so that hydrating it does not wait for it. */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const matched = matchRoutes(routes, pathname)?.[0]?.route;
  const Page = matched && PAGES[routes.indexOf(matched)]?.[1];
  return Page && 'preload' in Page ? (Page as Pages.LazyPage).preload() : Promise.resolve();
}

export function AppRoutes() {
  // Decided once per page load: the widget's iframe never turns into the full site. On the server, from
  // the request's address (ServerState).
  const server = useServerData();
  const embedded = server ? server.state.embedded : isEmbedded();
  return useRoutes([{ element: embedded ? <EmbedLayout /> : <AppLayout />, children: routes }]);
}
