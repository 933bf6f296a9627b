import { Client } from 'pg';

// Statement text -> the name Postgres knows it by on each connection.
const names = new Map<string, string>();
const texts = new Map<string, string>();

/**
 * Marks a statement the workers run thousands of times an hour (claims, sent marks, reminder batches,
 * the outbox relay): each pooled connection has Postgres parse and plan it once, as a named prepared
 * statement, instead of on every call. Planning was ~30 % of Postgres's time in the evening burst of
 * reminders (bench P8). Answers the text unchanged, to pass to `query()` as before; only a text that
 * is always the same may be marked (no values spliced in), or each variant would stay prepared.
 *
 * A statement given an array to batch rows (`unnest($1::uuid[])`, `id = ANY($1::uuid[])`) reads it
 * through a sub-select, `unnest((SELECT $1::uuid[]))` or `= ANY((SELECT $1::uuid[])::uuid[])`: else the planner counts the array's elements on
 * each call, finds the plan for 3 rows cheaper than the one for any number, and plans every call anew
 * (Postgres never switched to the generic plan: the e-mail claims and sent marks were planned for each
 * batch, bench P14). The sub-select's array counts as 10 rows in every plan, so the generic one is kept.
 *
 * Named statements live on the connection: behind PgBouncer in transaction mode they need its
 * `max_prepared_statements` (1.21+).
 */
export function prepared(name: string, text: string): string {
  const known = texts.get(name);
  if (known !== undefined && known !== text) throw new Error(`prepared statement "${name}" has two texts`);
  texts.set(name, text);
  names.set(text, name);
  return text;
}

/** The pool's client: a marked text with its values goes as its named statement. */
export class PreparingClient extends Client {
  // `query` has a dozen overloads; this one passes every call through, and names only the marked ones.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' && Array.isArray(values) ? names.get(config) : undefined;
    if (name === undefined) return super.query(config, values, callback);
    return super.query({ name, text: config, values }, callback);
  }
}
