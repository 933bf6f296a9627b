import { lazyPage } from './lazy-page';

export type { LazyPage } from './lazy-page';

export const LandingPage = lazyPage(() => import('../pages/LandingPage'), 'LandingPage');
export const VisitorAreaPage = lazyPage(() => import('../pages/VisitorAreaPage'), 'VisitorAreaPage');
export const VisitorHomePage = lazyPage(() => import('../pages/VisitorHomePage'), 'VisitorHomePage');
export const MagicLinkPage = lazyPage(() => import('../pages/MagicLinkPage'), 'MagicLinkPage');
export const ResetPasswordPage = lazyPage(() => import('../pages/ResetPasswordPage'), 'ResetPasswordPage');
export const PrivacyPage = lazyPage(() => import('../pages/PrivacyPage'), 'PrivacyPage');
export const DpaPage = lazyPage(() => import('../pages/DpaPage'), 'DpaPage');
export const TermsOfServicePage = lazyPage(() => import('../pages/TermsOfServicePage'), 'TermsOfServicePage');
export const CookiesPage = lazyPage(() => import('../pages/CookiesPage'), 'CookiesPage');
export const SignOutPage = lazyPage(() => import('../pages/SignOutPage'), 'SignOutPage');
export const ErrorPage = lazyPage(() => import('../pages/ErrorPage'), 'ErrorPage');
export const AccessDeniedPage = lazyPage(() => import('../pages/AccessDeniedPage'), 'AccessDeniedPage');
export const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
export const AgencyPage = lazyPage(() => import('../pages/AgencyPage'), 'AgencyPage');
export const AgentPage = lazyPage(() => import('../pages/AgentPage'), 'AgentPage');
export const BookingPage = lazyPage(() => import('../pages/BookingPage'), 'BookingPage');
export const MasqueradePage = lazyPage(() => import('../pages/MasqueradePage'), 'MasqueradePage');
export const UserManagementPage = lazyPage(() => import('../pages/UserManagementPage'), 'UserManagementPage');
export const ShortCodePage = lazyPage(() => import('../pages/ShortCodePage'), 'ShortCodePage');
export const InterestPage = lazyPage(() => import('../pages/InterestPage'), 'InterestPage');
export const RentalFileActionPage = lazyPage(() => import('../pages/RentalFileActionPage'), 'RentalFileActionPage');
export const UltimmoPage = lazyPage(() => import('../pages/UltimmoPage'), 'UltimmoPage');
export const ImmowebPage = lazyPage(() => import('../pages/ImmowebPage'), 'ImmowebPage');
export const TokenLinkPage = lazyPage(() => import('../pages/TokenLinkPage'), 'TokenLinkPage');
export const UnsubscribePage = lazyPage(() => import('../pages/UnsubscribePage'), 'UnsubscribePage');
