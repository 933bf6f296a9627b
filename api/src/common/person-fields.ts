import { isDotAtomEmail, isPersonName } from '@creneau/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A person's name, by the one rule of every form (isPersonName): no controls, format characters nor markup. */
export const IsPersonName = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'isPersonName', validator: { validate: (value) => typeof value === 'string' && isPersonName(value) } },
    options,
  );

/** An e-mail address in dot-atom form (isDotAtomEmail), on top of class-validator's @IsEmail. */
export const IsDotAtomEmail = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'isDotAtomEmail', validator: { validate: (value) => typeof value === 'string' && isDotAtomEmail(value) } },
    options,
  );
