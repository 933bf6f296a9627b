import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error';

function flatten(errors: ValidationError[], parent = ''): { field: string; constraints: string[] }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, constraints: Object.keys(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** DTOs whitelist their fields: an unknown one (status, agencyId, price…) is refused, never ignored. */
export const apiValidationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) =>
    new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid', { fields: flatten(errors) }),
});
