import type { ApiErrorBody, ErrorCode } from '@creneau/contracts';
import { isDatabaseUnavailable, redactUrl } from '@creneau/server';
import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { ApiError } from './api-error';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

interface BodyParserError {
  type?: string;
  status?: number;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const { status, body, headers } = this.describe(exception);
    if (status >= 500) this.logger.error({ err: exception, url: redactUrl(request.originalUrl) }, 'request failed');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ApiErrorBody; headers: Record<string, string> } {
    if (exception instanceof ApiError) {
      return {
        status: exception.getStatus(),
        body: exception.getResponse() as ApiErrorBody,
        headers: exception.headers,
      };
    }
    const parserError = exception as BodyParserError;
    if (parserError?.type === 'entity.too.large') {
      return { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' }, headers: {} };
    }
    if (parserError?.type === 'entity.too.deep') {
      return { status: 400, body: { code: 'JSON_TOO_DEEP', message: 'Request body nests too deep' }, headers: {} };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
      return { status, body: { code, message: exception.message }, headers: {} };
    }
    if (isDatabaseUnavailable(exception)) {
      // Safe to retry: nothing was committed, and bookings carry an Idempotency-Key.
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable, retry shortly' },
        headers: { 'Retry-After': '5' },
      };
    }
    return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal error' }, headers: {} };
  }
}
