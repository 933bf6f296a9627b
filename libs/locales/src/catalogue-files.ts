import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The catalogues as the specs read them: one flat map of dotted keys to texts per language and namespace.
export const root = join(__dirname, '..');
export const languages = ['fr', 'nl', 'en'] as const;
export type CatalogueLanguage = (typeof languages)[number];
export const namespaces = readdirSync(join(root, 'fr')).filter((file) => file.endsWith('.json'));

type Catalogue = { [key: string]: string | Catalogue | (string | Catalogue)[] };

function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[prefix + key, value]];
    if (Array.isArray(value)) {
      return value.flatMap((item, index): [string, string][] =>
        typeof item === 'string' ? [[`${prefix}${key}.${index}`, item]] : flatten(item, `${prefix}${key}.${index}.`),
      );
    }
    return flatten(value, `${prefix}${key}.`);
  });
}

export function read(language: string, namespace: string): Map<string, string> {
  return new Map(flatten(JSON.parse(readFileSync(join(root, language, namespace), 'utf8')) as Catalogue));
}

/** Every text of a language, each with where it lives ("web.json booking.form.submit"). */
export function allTexts(language: string): { where: string; key: string; text: string }[] {
  return namespaces.flatMap((namespace) =>
    [...read(language, namespace)].map(([key, text]) => ({ where: `${namespace} ${key}`, key, text })),
  );
}

/** The text a reader sees around the machinery: placeholders and URLs become §, which no rule matches. */
export function prose(text: string): string {
  return text.replace(/{{[^}]*}}|\$t\([^)]*\)|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+/g, '§');
}
