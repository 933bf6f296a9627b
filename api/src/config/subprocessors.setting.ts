import { SUBPROCESSOR_PURPOSES, TRANSFER_TOOLS, type Subprocessor } from '@creneau/contracts';
import { ConfigError } from '@creneau/server';

const COUNTRY = /^[A-Z]{2}$/;

function problem(index: number, what: string): ConfigError {
  return new ConfigError([`SUBPROCESSORS[${index}] ${what}`]);
}

function entry(value: unknown, index: number): Subprocessor {
  if (typeof value !== 'object' || value === null) throw problem(index, 'must be an object');
  const { name, purpose, countries, transfer } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim()) throw problem(index, 'needs a name');
  if (!SUBPROCESSOR_PURPOSES.includes(purpose as Subprocessor['purpose']))
    throw problem(index, `purpose must be one of ${SUBPROCESSOR_PURPOSES.join(', ')}`);
  if (!Array.isArray(countries) || countries.length === 0 || !countries.every((c) => COUNTRY.test(String(c))))
    throw problem(index, 'countries must be ISO 3166 codes such as ["FR"] or ["IE", "US"]');
  if (!TRANSFER_TOOLS.includes(transfer as Subprocessor['transfer']))
    throw problem(index, `transfer must be one of ${TRANSFER_TOOLS.join(', ')}`);
  return {
    name: name.trim(),
    purpose: purpose as Subprocessor['purpose'],
    countries: countries as string[],
    transfer: transfer as Subprocessor['transfer'],
  };
}

/**
 * SUBPROCESSORS: the operator's sub-processors as a JSON list, e.g.
 * [{"name":"Scaleway SAS","purpose":"hosting","countries":["FR"],"transfer":"none"}].
 */
export function parseSubprocessors(raw: string | undefined): Subprocessor[] {
  if (!raw?.trim()) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError(['SUBPROCESSORS must be a JSON list of {name, purpose, countries, transfer}']);
  }
  if (!Array.isArray(list)) throw new ConfigError(['SUBPROCESSORS must be a JSON list']);
  return list.map(entry);
}
