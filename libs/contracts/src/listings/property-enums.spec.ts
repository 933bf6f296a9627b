import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '../i18n';
import { LISTING_PORTALS } from './portals';
import { ADDRESS_PRECISION, LABELLED_ENUMS, LISTING_SOURCE } from './property-enums';

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

// Section 3 of the specification, "Property enumerations", word for word and in its order: the values
// the product must store and exchange, whatever labels the catalogues give them.
const SPEC = {
  diffusionMode: ['physical', 'online', 'physical_and_online', 'none'],
  multiOption: ['no', 'first', 'all'],
  source: { manual: 0, tool: 1, portal: 2 },
  buildingCondition: ['old', 'recent', 'new', 'constructionProject'],
  heating: ['individual', 'central', 'electric', 'gas', 'ground'],
  feature: [
    'elevator',
    'garden',
    'basement',
    'fireplace',
    'custodian',
    'niceView',
    'balcony',
    'groundFloor',
    'terrace',
    'cave',
    'garage',
    'parking',
    'box',
    'woodFloor',
    'lastFloor',
    'closet',
    'disabledAccess',
    'alarm',
  ],
  room: ['separatedToilets', 'bathroom', 'showerRoom', 'separatedEntrance', 'livingRoom', 'diningroom'],
  kitchen: ['separatedKitchen', 'americanKitchen', 'kitchenCorner', 'equipedKitchen'],
  outlook: ['noOpenOutlook', 'south'],
  energyRating: ['NS', 'VI', '2011', '2021'],
  addressPrecision: { approximate: 0, exact: 1, hidden: 2 },
};

describe('the property enumerations of the specification (section 3)', () => {
  it.each(Object.entries(SPEC).filter(([, values]) => Array.isArray(values)))(
    'holds exactly the values of %s, in its order',
    (name, values) => {
      expect(LABELLED_ENUMS[name as keyof typeof LABELLED_ENUMS]).toEqual(values);
    },
  );

  it('numbers the sources and the address precisions as the specification does', () => {
    expect(LISTING_SOURCE).toEqual(SPEC.source);
    expect(ADDRESS_PRECISION).toEqual(SPEC.addressPrecision);
  });

  it('diffuses to two portals, each with a name, initials and a colour class', () => {
    expect(LISTING_PORTALS).toHaveLength(2);
    for (const portal of LISTING_PORTALS) {
      expect([portal.name, portal.initials, portal.colorClass].every((field) => field.length > 0)).toBe(true);
    }
  });
});
