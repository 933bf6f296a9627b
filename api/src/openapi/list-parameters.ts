import { describeKind, type FilterKind, type FilterRule } from '../common/simple-rest/list-filters';
import type { ListContract } from '../common/simple-rest/list-query';
import type { Json } from './json';

function kindSchema(kind: FilterKind): Json {
  if (typeof kind === 'object') return { type: 'string', enum: [...kind.oneOf] };
  return {
    uuid: { type: 'string', format: 'uuid' },
    bigint: { type: ['string', 'integer'], pattern: '^[1-9][0-9]{0,17}$', minimum: 1 },
    text: { type: 'string', maxLength: 200 },
    boolean: { type: 'boolean' },
    instant: { type: 'string', format: 'date-time' },
  }[kind];
}

function filterSchema(rule: FilterRule, maxValues: number): Json {
  const one = kindSchema(rule.kind);
  const description = `${describeKind(rule.kind)}${rule.many ? `, or a list of 1 to ${maxValues}` : ''}`;
  if (!rule.many) return { ...one, description };
  return { description, oneOf: [one, { type: 'array', items: one, minItems: 1, maxItems: maxValues }] };
}

const json = (schema: Json) => ({ 'application/json': { schema } });

/** react-admin's sort, range and filter, each a JSON value in the query string, as the list declares them. */
export function listParameters(list: ListContract): Json[] {
  const fields = Object.keys(list.sort);
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([name, rule]) => [name, filterSchema(rule, list.maxPageSize)]),
  );
  return [
    {
      name: 'sort',
      in: 'query',
      required: false,
      description: `[field, order]; by default ${JSON.stringify(list.defaultSort)}. Ties are broken by id.`,
      content: json({
        type: 'array',
        prefixItems: [
          { type: 'string', enum: fields },
          { type: 'string', enum: ['ASC', 'DESC'] },
        ],
        minItems: 2,
        maxItems: 2,
      }),
    },
    {
      name: 'range',
      in: 'query',
      required: false,
      description: `[first, last], both included, from 0; by default [0, 24], or every id asked for by filter.id. At most ${list.maxPageSize} rows a page.`,
      content: json({ type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 }),
    },
    {
      name: 'filter',
      in: 'query',
      required: false,
      description:
        'Records matching every filter given. An unknown filter or a value of the wrong kind answers 400 VALIDATION_FAILED naming filter.<name>.',
      content: json({ type: 'object', properties: filters, additionalProperties: false }),
    },
  ];
}
