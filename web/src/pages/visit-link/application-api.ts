import { fieldErrors, type FieldError, type ShortLinkView } from '@creneau/contracts';
import { ApiError, csrfToken, errorCodeOf } from '../../session/api';

/** A refused application; for bad input the API names the fields. */
export class ApplicationError extends ApiError {
  constructor(
    error: ApiError,
    readonly fields: FieldError[],
  ) {
    super(error.code, error.status);
  }
}

/** The candidate's answers after the visit, through their link; answering again replaces them. */
export async function sendApplication(code: string, answers: Record<string, string | number>): Promise<ShortLinkView> {
  const response = await fetch(`/api/public/short-links/${encodeURIComponent(code)}/application`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
    body: JSON.stringify(answers),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as ShortLinkView;
  throw new ApplicationError(
    new ApiError(errorCodeOf(response.status, payload), response.status),
    fieldErrors(payload),
  );
}
