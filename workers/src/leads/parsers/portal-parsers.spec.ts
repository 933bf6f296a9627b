import { simpleParser } from 'mailparser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leadMailOf } from '../lead-mail.reader';
import { parserFor } from './portal-parsers';

const read = async (name: string) => {
  const mail = leadMailOf(await simpleParser(readFileSync(join(__dirname, 'samples', name))));
  const parser = parserFor(mail);
  return { portal: parser.portal, lead: parser.parse(mail) };
};

describe('portal lead parsers', () => {
  it.each([
    [
      'seloger.eml',
      'seloger',
      { firstName: 'Marie', lastName: 'Dupont', email: 'marie.dupont@example.fr', phone: '+33612345678' },
      'PAR-1042',
      'fr',
    ],
    [
      'leboncoin.eml',
      'leboncoin',
      { firstName: 'Thomas', lastName: 'Bernard', email: 'thomas.bernard@example.com', phone: '+33781223344' },
      'LYO-77',
      'fr',
    ],
    [
      'bienici.eml',
      'bienici',
      { firstName: 'Sophie', lastName: 'Leroy', email: 'sophie.leroy@example.org', phone: '+33240112233' },
      'NTE-310',
      'fr',
    ],
    [
      'logic-immo.eml',
      'logic_immo',
      { firstName: 'Julien', lastName: 'Moreau', email: 'julien.moreau@example.net', phone: '+33491123456' },
      'MRS-08',
      'fr',
    ],
    [
      'pap.eml',
      'pap',
      { firstName: 'Chloé', lastName: 'Petit', email: 'chloe.petit@example.fr', phone: '+33698765432' },
      'LIL-2',
      'fr',
    ],
    [
      'immoweb.eml',
      'immoweb',
      { firstName: 'Pieter', lastName: 'Janssens', email: 'pieter.janssens@example.be', phone: '+32470123456' },
      'BXL-204',
      'nl',
    ],
    [
      'zimmo.eml',
      'zimmo',
      { firstName: 'Lotte', lastName: 'Peeters', email: 'lotte.peeters@example.be', phone: '+32486554433' },
      'GNT-15',
      'nl',
    ],
    [
      'generic.eml',
      'generic',
      { firstName: 'Emily', lastName: 'Clarke', email: 'emily.clarke@example.co.uk', phone: '+447400123456' },
      'PAR-1042',
      'en',
    ],
  ] as const)('reads %s as %s', async (file, portal, person, reference, language) => {
    const { portal: found, lead } = await read(file);
    expect(found).toBe(portal);
    expect(lead).toMatchObject({ ...person, listingReference: reference, language });
    expect(lead?.message).toBeTruthy();
    expect(lead?.message).not.toMatch(/Ce message|Dit bericht|Pour répondre/);
  });

  it('keeps the listing link the portal gives', async () => {
    expect((await read('seloger.eml')).lead?.listingUrl).toBe(
      'https://www.seloger.com/annonces/locations/appartement/paris-11eme-75/folie-mericourt/201234567.htm',
    );
    expect((await read('immoweb.eml')).lead?.listingUrl).toContain('/11223344');
  });

  it('finds no prospect in a message with no labelled contact', async () => {
    expect(await read('unparseable.eml')).toEqual({ portal: 'generic', lead: null });
  });
});
