import { isGsm7, smsLength, toGsm7IfPossible } from './gsm7';

describe('smsLength', () => {
  it('fits 160 GSM-7 characters in one segment and splits 161 into two of 153', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters (€ [ ] { } ~ ^ | \\) as two septets', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('never splits an escape pair across two segments', () => {
    // 152 septets then € (2): the pair moves to the second segment.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('switches to UCS-2 (70, then 67 per segment) for any character outside GSM-7', () => {
    expect(smsLength(`${'a'.repeat(69)}ê`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength(`${'a'.repeat(70)}ê`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsLength('ê'.repeat(134)).segments).toBe(2);
    expect(smsLength('ê'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji as two UTF-16 units and keeps the pair together', () => {
    expect(smsLength('😀')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsLength(`${'a'.repeat(66)}😀${'a'.repeat(10)}`)).toMatchObject({ units: 78, segments: 2 });
  });

  it('counts nothing for an empty text', () => {
    expect(smsLength('').segments).toBe(0);
  });
});

describe('toGsm7IfPossible', () => {
  it('keeps the accents GSM-7 has (é è à ù É) and the text unchanged', () => {
    const text = 'Visite confirmée à 18h, après l’école ? Élise, où ça ?';
    expect(isGsm7('éèàùÉ')).toBe(true);
    expect(toGsm7IfPossible('Visite confirmée à 18h. Élise')).toBe('Visite confirmée à 18h. Élise');
    expect(toGsm7IfPossible(text)).toBe("Visite confirmée à 18h, après l'école ? Élise, où ca ?");
  });

  it('transliterates French and typographic characters so the SMS stays GSM-7', () => {
    const text = 'Fenêtre, château, île, hôtel, sûr, garçon, Noël, naïf, cœur – « oui » … “OK”\u00a0!\u202f—';
    const sent = toGsm7IfPossible(text);

    expect(sent).toBe('Fenetre, chateau, ile, hotel, sur, garcon, Noel, naif, coeur - " oui " ... "OK" ! -');
    expect(isGsm7(sent)).toBe(true);
    expect(smsLength(text).encoding).toBe('UCS-2');
  });

  it('leaves a text that cannot become GSM-7 as it is, accents included', () => {
    const text = 'Rendez-vous à l’hôtel 😀';
    expect(toGsm7IfPossible(text)).toBe(text);
  });

  it('drops the invisible characters (zero-width space, word joiner, byte-order mark)', () => {
    expect(toGsm7IfPossible('\uFEFFRDV\u200B à\u2060 18h')).toBe('RDV à 18h');
  });

  it('handles decomposed accents (e + combining circumflex)', () => {
    expect(toGsm7IfPossible('fore\u0302t')).toBe('foret');
  });

  it('saves segments: 100 characters with one ê is two UCS-2 segments, one GSM-7 segment once transliterated', () => {
    const text = `${'a'.repeat(99)}ê`;
    expect(smsLength(text).segments).toBe(2);
    expect(smsLength(toGsm7IfPossible(text)).segments).toBe(1);
  });
});

describe('isGsm7', () => {
  // The alphabet of GSM 03.38 as its table lists it: 128 basic characters (ESC aside) and the extension's.
  const BASIC =
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
  const EXTENSION = '^{}\\[~]|€\f';

  it('takes exactly the characters of the GSM-7 table, over every character of the basic plane', () => {
    const alphabet = new Set(BASIC + EXTENSION);
    const wrong: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (isGsm7(`a${char}b`) !== alphabet.has(char)) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
    expect(isGsm7('😀')).toBe(false);
    expect(isGsm7('')).toBe(true);
  });

  it('counts septets as the table does, extension characters two', () => {
    const text = `${BASIC}${EXTENSION}${EXTENSION}`;
    expect(smsLength(text).units).toBe(BASIC.length + 4 * EXTENSION.length);
  });
});
