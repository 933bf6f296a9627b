import { ApiError } from '../api-error';
import { existsOnCalendar } from '../instant.util';

/** The kinds of value a list filter takes; a value of another kind answers 400 naming the filter. */
export type FilterKind = 'uuid' | 'bigint' | 'text' | 'boolean' | 'instant' | { oneOf: readonly string[] };

export interface FilterRule {
  kind: FilterKind;
  /** One value or a non-empty list of them (react-admin's getMany, a choice of several statuses). */
  many?: boolean;
  /** The SQL condition, given the placeholder of the checked value (always a list when `many`). */
  where: (param: string) => string;
  /** The value bound to the placeholder when it is not the value itself (a search pattern…). */
  bind?: (value: unknown) => unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const MAX_SEARCH = 200;

/** 400 VALIDATION_FAILED naming the query field, in the shape DTO validation errors have. */
export function refuse(field: string, constraint: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message, { fields: [{ field, constraints: [constraint] }] });
}

/** What each kind is called in an error: "filter.agentId must be a UUID". */
export function describeKind(kind: FilterKind): string {
  if (typeof kind === 'object') return `one of ${kind.oneOf.join(', ')}`;
  return {
    uuid: 'a UUID',
    bigint: 'a whole number',
    text: `a text of at most ${MAX_SEARCH} characters`,
    boolean: 'true or false',
    instant: 'an ISO 8601 instant',
  }[kind];
}

/** The class-validator name of the check, as DTO errors name theirs. */
function constraintOf(kind: FilterKind): string {
  if (typeof kind === 'object') return 'isIn';
  return { uuid: 'isUuid', bigint: 'isNumberString', text: 'maxLength', boolean: 'isBoolean', instant: 'isIso8601' }[
    kind
  ];
}

/** The value as bound to SQL, or undefined when it is not of the kind. */
function valueOf(kind: FilterKind, value: unknown): unknown {
  // A numeric code (a candidate's status) may come as a number from a select: it is compared as text.
  if (typeof kind === 'object') {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    return typeof text === 'string' && kind.oneOf.includes(text) ? text : undefined;
  }
  switch (kind) {
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? value : undefined;
    case 'bigint':
      if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : undefined;
      return typeof value === 'string' && /^[1-9]\d{0,17}$/.test(value) ? value : undefined;
    case 'text':
      return typeof value === 'string' && value.length <= MAX_SEARCH ? value.trim() : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'instant': {
      // existsOnCalendar: Date.parse would move 30 February to 2 March.
      const time =
        typeof value === 'string' && ISO_INSTANT.test(value) && existsOnCalendar(value) ? Date.parse(value) : NaN;
      return Number.isNaN(time) ? undefined : new Date(time);
    }
  }
}

export function checkFilter(field: string, rule: FilterRule, value: unknown, maxValues: number): unknown {
  const kind = describeKind(rule.kind);
  if (rule.many) {
    const list = Array.isArray(value) ? value : [value];
    const checked = list.map((item) => valueOf(rule.kind, item));
    if (list.length === 0 || list.length > maxValues || checked.some((item) => item === undefined)) {
      throw refuse(
        field,
        constraintOf(rule.kind),
        `${field} must be ${kind}, or a list of 1 to ${maxValues} such values`,
      );
    }
    return checked;
  }
  const checked = valueOf(rule.kind, value);
  if (checked === undefined) throw refuse(field, constraintOf(rule.kind), `${field} must be ${kind}`);
  return checked;
}

/** column = value, or column among the values for a `many` filter. */
export function equals(column: string, kind: FilterKind): FilterRule {
  if (kind === 'boolean') return { kind, where: (p) => `${column} = ${p}` };
  return { kind, many: true, where: (p) => `${column} = ANY(${p})` };
}

/** A search typed by a person: every column ILIKE the words, wildcards in the input taken literally. */
export function searchIn(...columns: string[]): FilterRule {
  return {
    kind: 'text',
    where: (p) => `(${columns.map((column) => `${column} ILIKE ${p}`).join(' OR ')})`,
    bind: (value) => `%${String(value).replace(/[%_\\]/g, '\\$&')}%`,
  };
}
