import { languages, namespaces, read } from './catalogue-files';

// French is the reference: every catalogue must exist in every language, with the same keys and the
// same {{placeholders}}, so no screen, SMS or e-mail falls back to another language or shows a raw key.
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
