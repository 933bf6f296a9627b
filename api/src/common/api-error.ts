import type { ErrorCode, ErrorDetailsOf } from '@creneau/contracts';
import { HttpException } from '@nestjs/common';

/** Every deliberate error: a status, a stable code the front ends translate, and a message for developers. */
export class ApiError<C extends ErrorCode = ErrorCode> extends HttpException {
  constructor(
    status: number,
    readonly code: C,
    message: string,
    // Typed per code in the contracts (ErrorDetails): the front ends read them with errorDetails().
    readonly details?: ErrorDetailsOf<C>,
    readonly headers: Record<string, string> = {},
  ) {
    super({ code, message, details }, status);
  }
}

export const notFound = (what = 'Resource'): ApiError => new ApiError(404, 'NOT_FOUND', `${what} not found`);
