// A few lines instead of a schema library: every app declares its variables once, and a bad or
// missing one stops start-up with a message naming it.
export type EnvSource = Record<string, string | undefined>;
export type Parser<T> = (raw: string | undefined) => T;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

class VariableError extends Error {}

function required<T>(parse: (raw: string) => T, fallback?: T): Parser<T> {
  return (raw) => {
    if (raw === undefined || raw.trim() === '') {
      if (fallback !== undefined) return fallback;
      throw new VariableError('is required');
    }
    return parse(raw.trim());
  };
}

export const env = {
  string: (fallback?: string): Parser<string> => required((raw) => raw, fallback),
  optional: (): Parser<string | undefined> => (raw) => (raw?.trim() ? raw.trim() : undefined),
  int: (fallback?: number, min = 0, max = Number.MAX_SAFE_INTEGER): Parser<number> =>
    required((raw) => {
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new VariableError(`must be a whole number between ${min} and ${max}, got "${raw}"`);
      }
      return value;
    }, fallback),
  bool: (fallback?: boolean): Parser<boolean> =>
    required((raw) => {
      if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
      if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
      throw new VariableError(`must be true or false, got "${raw}"`);
    }, fallback),
  url: (protocols: string[], fallback?: string): Parser<string> =>
    required((raw) => {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw new VariableError(`must be a URL, got "${raw}"`);
      }
      if (!protocols.includes(url.protocol.replace(':', ''))) {
        throw new VariableError(`must use ${protocols.join(' or ')}, got "${url.protocol}"`);
      }
      return raw;
    }, fallback),
  oneOf: <T extends string>(values: readonly T[], fallback?: T): Parser<T> =>
    required((raw) => {
      if (!(values as readonly string[]).includes(raw)) {
        throw new VariableError(`must be one of ${values.join(', ')}, got "${raw}"`);
      }
      return raw as T;
    }, fallback),
  listOf: <T extends string>(values: readonly T[], fallback?: T[]): Parser<T[]> =>
    required((raw) => {
      const items = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const unknown = items.filter((item) => !(values as readonly string[]).includes(item));
      if (unknown.length > 0)
        throw new VariableError(`has unknown values ${unknown.join(', ')} (known: ${values.join(', ')})`);
      return items as T[];
    }, fallback),
};

export type ConfigOf<S extends Record<string, Parser<unknown>>> = { readonly [K in keyof S]: ReturnType<S[K]> };

export function loadConfig<S extends Record<string, Parser<unknown>>>(
  schema: S,
  source: EnvSource = process.env,
): ConfigOf<S> {
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(schema)) {
    try {
      config[name] = parse(source[name]);
    } catch (error) {
      if (!(error instanceof VariableError)) throw error;
      problems.push(`${name} ${error.message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config as ConfigOf<S>;
}
