import { ERROR_CODES } from '@creneau/contracts';
import type { Json } from './json';

export const SESSION_SCHEME = 'session';

const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
});

/** Every error answers { code, message, details? }; `code` is one of ERROR_CODES, never renamed. */
export const ERROR_RESPONSES: Record<string, Json> = {
  BadRequest: errorResponse(
    'The request is not valid: VALIDATION_FAILED with details.fields naming each field (body, query, filter.<name>), or a code of its own (SLOT_TAKEN…).',
  ),
  Unauthenticated: errorResponse('UNAUTHENTICATED: no valid session cookie.'),
  Forbidden: errorResponse(
    'FORBIDDEN: the caller’s role may not do this; CSRF_TOKEN_INVALID: an unsafe request without the X-CSRF-Token header of its session.',
  ),
  NotFound: errorResponse('NOT_FOUND: no such record in the caller’s scope (another agency’s id answers the same).'),
  Error: errorResponse(
    `Any other refusal or failure, in the same shape: CONFLICT and its own codes (409), PAYLOAD_TOO_LARGE (413), RATE_LIMITED (429, with Retry-After), SERVICE_UNAVAILABLE (503, with Retry-After), INTERNAL_ERROR (500). Codes: ${ERROR_CODES.join(', ')}.`,
  ),
};

export const SECURITY_SCHEMES: Record<string, Json> = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'creneau_session',
    description:
      'The session cookie set by sign-in (httpOnly, SameSite=Lax). Unsafe requests also echo the session’s CSRF token, given by sign-in and /api/auth/me and set in the creneau_csrf cookie, in the X-CSRF-Token header.',
  },
};

export const PARAMETERS: Record<string, Json> = {
  CsrfToken: {
    name: 'X-CSRF-Token',
    in: 'header',
    required: true,
    description: 'The CSRF token of the session (csrfToken of sign-in and /api/auth/me, or the creneau_csrf cookie).',
    schema: { type: 'string' },
  },
};

export const HEADERS: Record<string, Json> = {
  ContentRange: {
    description: 'Which rows of how many this page holds, e.g. `listings 0-24/120`: react-admin reads the total here.',
    schema: { type: 'string', pattern: '^[a-z-]+ [0-9]+-[0-9]+/[0-9]+$' },
  },
  AccessControlExposeHeaders: {
    description: 'Content-Range, so that scripts may read it.',
    schema: { type: 'string', const: 'Content-Range' },
  },
};

export const TAGS: Json[] = [
  { name: 'auth', description: 'Signing in and out, e-mailed sign-in, reset and invitation links.' },
  { name: 'me', description: 'One’s own account.' },
  { name: 'users', description: 'Realtors of an agency, managed by its admins; every user for ops.' },
  { name: 'agencies', description: 'Agencies and their settings.' },
  { name: 'masquerade', description: 'Ops acting as a realtor or a visitor, audited.' },
  { name: 'listings', description: 'Listings, their photos and the actions of the back office.' },
  { name: 'agenda', description: 'Working hours, absences and free slots of agents.' },
  { name: 'visits', description: 'Visits in the back office: booking, lifecycle, bon de visite, figures.' },
  { name: 'calendar', description: 'iCalendar files and the private feed of an agent.' },
  { name: 'notifications', description: 'An agent’s alert channels and quiet hours.' },
  { name: 'messages', description: 'The message log: every e-mail and SMS sent or to be sent.' },
  { name: 'audit', description: 'Who did what, and as whom.' },
  { name: 'realtime', description: 'Live notifications (Server-Sent Events).' },
  { name: 'visitor', description: 'The signed-in visitor’s own visits, messages and data.' },
  { name: 'public', description: 'Open to anyone: booking pages, published listings, links in e-mails and SMS.' },
  { name: 'ops', description: 'Ops staff’s tools.' },
  { name: 'health', description: 'Readiness for load balancers and operators.' },
];
