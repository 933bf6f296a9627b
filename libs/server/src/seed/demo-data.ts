// The demo agencies of `npm start`: one in Paris, one in Brussels, two agents each, a visitor and ops.
// Demo passwords are printed by `npm start`; they exist only in the demo database.
export const DEMO_PASSWORD = 'Creneau-Demo-2026!';

export const DEMO_AGENCIES = [
  {
    slug: 'agence-du-marais',
    name: 'Agence du Marais',
    country: 'FR',
    timeZone: 'Europe/Paris',
    street: '12 rue des Archives',
    postalCode: '75004',
    city: 'Paris',
    phone: '+33 1 42 72 00 00',
    email: 'contact@agence-du-marais.example',
    brandColor: '#1f4e79',
    siren: '812345678',
    siret: '81234567800012',
    professionalCardNumber: 'CPI 7501 2026 000 012 345',
    bceNumber: null,
    ipiNumber: null,
    languages: ['fr', 'en'],
    agents: [
      {
        email: 'claire.martin@agence-du-marais.example',
        firstName: 'Claire',
        lastName: 'Martin',
        role: 'agency_admin',
        slug: 'claire-martin',
        language: 'fr',
      },
      {
        email: 'hugo.bernard@agence-du-marais.example',
        firstName: 'Hugo',
        lastName: 'Bernard',
        role: 'agent',
        slug: 'hugo-bernard',
        language: 'fr',
      },
    ],
  },
  {
    slug: 'immo-sablon',
    name: 'Immo Sablon',
    country: 'BE',
    timeZone: 'Europe/Brussels',
    street: 'Rue Ernest Allard 20',
    postalCode: '1000',
    city: 'Bruxelles',
    phone: '+32 2 511 00 00',
    email: 'info@immo-sablon.example',
    brandColor: '#7a2e3a',
    siren: null,
    siret: null,
    professionalCardNumber: null,
    bceNumber: '0123456749',
    ipiNumber: '512345',
    languages: ['fr', 'nl', 'en'],
    agents: [
      {
        email: 'lotte.peeters@immo-sablon.example',
        firstName: 'Lotte',
        lastName: 'Peeters',
        role: 'agency_admin',
        slug: 'lotte-peeters',
        language: 'nl',
      },
      {
        email: 'julien.dubois@immo-sablon.example',
        firstName: 'Julien',
        lastName: 'Dubois',
        role: 'agent',
        slug: 'julien-dubois',
        language: 'fr',
      },
    ],
  },
] as const;

export const DEMO_OPS = { email: 'ops@creneau.example', firstName: 'Ops', lastName: 'Créneau' };
export const DEMO_VISITOR = { email: 'camille.visiteur@example.fr', firstName: 'Camille', lastName: 'Leroy' };
