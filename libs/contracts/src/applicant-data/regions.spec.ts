import { regionOf } from './regions';

describe("a listing's region", () => {
  it.each([
    ['1000', 'BE-BRU'],
    ['1050', 'BE-BRU'],
    ['1210', 'BE-BRU'],
    ['1299', 'BE-BRU'],
    ['1300', 'BE-WAL'],
    ['1348', 'BE-WAL'],
    ['1499', 'BE-WAL'],
    ['1500', 'BE-VLG'],
    ['1640', 'BE-VLG'],
    ['2000', 'BE-VLG'],
    ['3000', 'BE-VLG'],
    ['3999', 'BE-VLG'],
    ['4000', 'BE-WAL'],
    ['4700', 'BE-WAL'],
    ['5000', 'BE-WAL'],
    ['7999', 'BE-WAL'],
    ['8000', 'BE-VLG'],
    ['9000', 'BE-VLG'],
    ['9999', 'BE-VLG'],
  ] as const)('places the Belgian postcode %s in %s', (postalCode, region) => {
    expect(regionOf({ country: 'BE', postalCode })).toBe(region);
  });

  it('gives a Belgian listing without a readable postcode the strictest region, Brussels', () => {
    expect(regionOf({ country: 'BE', postalCode: null })).toBe('BE-BRU');
    expect(regionOf({ country: 'BE', postalCode: '75004' })).toBe('BE-BRU');
    expect(regionOf({ country: 'BE', postalCode: '0999' })).toBe('BE-BRU');
  });

  it('is France for every French listing, whatever its postcode', () => {
    expect(regionOf({ country: 'FR', postalCode: '75004' })).toBe('FR');
    expect(regionOf({ country: 'FR', postalCode: '1000' })).toBe('FR');
    expect(regionOf({ country: 'FR', postalCode: null })).toBe('FR');
  });
});
