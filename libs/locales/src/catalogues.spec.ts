import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// French is the reference: every catalogue must exist in every language, with the same keys and the
// same {{placeholders}}, so no screen, SMS or e-mail falls back to another language or shows a raw key.
const root = join(__dirname, '..');
const languages = ['fr', 'nl', 'en'] as const;
const namespaces = readdirSync(join(root, 'fr')).filter((file) => file.endsWith('.json'));

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

function read(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(root, language, namespace), 'utf8')) as Catalogue);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(namespaces)('the %s catalogue', (namespace) => {
  const reference = read('fr', namespace);

  it.each(languages)('has the same keys in %s as in French', (language) => {
    expect([...read(language, namespace).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(languages)('has no empty text and the same placeholders in %s', (language) => {
    for (const [key, text] of read(language, namespace)) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(reference.get(key) ?? ''),
      });
    }
  });
});
