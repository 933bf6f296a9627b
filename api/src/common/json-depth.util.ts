/**
 * The deepest nesting a JSON body may have. Every DTO of the API nests three levels at most; 32 leaves
 * room and stops the 100,000-deep arrays that blocked the event loop in parsing and validation (issue 18).
 */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether raw JSON nests deeper than `max`, read in one pass over the bytes before anything parses it.
 * Brackets inside strings do not count. Malformed JSON is left to the parser.
 */
export function nestsDeeperThan(raw: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSE.has(byte)) depth -= 1;
  }
  return false;
}

/** The body parser's verify hook: refuses a body too deep before it is parsed (400 JSON_TOO_DEEP). */
export function refuseDeepJson(_req: unknown, _res: unknown, raw: Buffer): void {
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
    throw Object.assign(new Error(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`), {
      status: 400,
      type: 'entity.too.deep',
    });
  }
}
