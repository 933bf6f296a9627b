import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Rules = ReturnType<Lookup>;

/**
 * Remembers class-validator's answer to "which rules apply to this class": it walks every decorated class
 * of the app on each call to find the inherited ones (typestack/class-validator#2686), and the
 * validation pipe asks it for the body and each nested object of every request (with ~150 DTOs, about
 * 5 % of a booking's CPU in the api, bench P2). The rules are fixed once the classes are loaded;
 * a rule added later (a class loaded lazily) empties the memory, so an answer is never stale.
 * Installed once, on the storage every ValidationPipe reads (class-validator keeps one per process).
 */
export function rememberValidationMetadata(storage = getMetadataStorage()): void {
  const marked = storage as unknown as { [REMEMBERED]?: true };
  if (marked[REMEMBERED]) return;
  marked[REMEMBERED] = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let answers = new WeakMap<object, Map<string, Rules>>();
  storage.addValidationMetadata = (metadata: Rules[number]) => {
    answers = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema ?? ''}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = answers.get(target);
    if (!byOptions) answers.set(target, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
}

const REMEMBERED = Symbol('validation metadata remembered');
