import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '../i18n';
import { LABELLED_ENUMS } from './property-enums';

describe('enumeration labels', () => {
  it.each(LANGUAGES)('has a %s label for every value of every enumeration', (language) => {
    const catalogue = JSON.parse(readFileSync(resolve(__dirname, `../../../locales/${language}/enums.json`), 'utf8'));
    const missing = Object.entries(LABELLED_ENUMS).flatMap(([name, values]) =>
      (values as readonly string[])
        .filter((value) => typeof catalogue[name]?.[value] !== 'string')
        .map((value) => `${name}.${value}`),
    );

    expect(missing).toEqual([]);
  });
});
