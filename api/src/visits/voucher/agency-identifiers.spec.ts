import { translator } from '@creneau/server';
import { agencyIdentifiers } from './agency-identifiers';

const belgian = { country: 'BE', siren: null, card: null, bce: '0123456789', ipi: '512345' } as const;
const french = { country: 'FR', siren: '123456789', card: 'CPI 7501 2026 000 000 001', bce: null, ipi: null } as const;

describe('the agency identifiers on a bon de visite', () => {
  it('names a Belgian agency by its BCE/KBO and IPI/BIV numbers, never a carte professionnelle', async () => {
    expect(agencyIdentifiers(await translator('fr'), belgian)).toBe('BCE 0123456789, n°\u00a0IPI 512345');
    expect(agencyIdentifiers(await translator('nl'), belgian)).toBe('KBO-nummer 0123456789, BIV-nummer 512345');
    expect(agencyIdentifiers(await translator('en'), belgian)).not.toMatch(/carte professionnelle/);
  });

  it('names a French agency by its SIREN and carte professionnelle', async () => {
    expect(agencyIdentifiers(await translator('fr'), french)).toBe(
      'SIREN 123456789, carte professionnelle CPI 7501 2026 000 000 001',
    );
  });
});
