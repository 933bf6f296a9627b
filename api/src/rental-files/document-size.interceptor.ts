import { MAX_DOCUMENT_BYTES } from '@creneau/server';
import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { ApiError } from '../common/api-error';

/**
 * Multer stops reading a document past the limit (the rest of the body is never buffered) and throws a
 * bare 413: said here with the rental files' own code and the limit, as the validation says it.
 */
@Injectable()
export class DocumentSizeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof PayloadTooLargeException)) throw error;
        throw new ApiError(413, 'DOCUMENT_TOO_LARGE', 'Documents are limited to 20 MB', {
          bytes: MAX_DOCUMENT_BYTES + 1,
          maxBytes: MAX_DOCUMENT_BYTES,
        });
      }),
    );
  }
}
