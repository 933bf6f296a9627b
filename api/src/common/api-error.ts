import type { ErrorCode } from '@creneau/contracts';
import { HttpException } from '@nestjs/common';

/** Every deliberate error: a status, a stable code the front ends translate, and a message for developers. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super({ code, message, details }, status);
  }
}

export const notFound = (what = 'Resource'): ApiError => new ApiError(404, 'NOT_FOUND', `${what} not found`);
