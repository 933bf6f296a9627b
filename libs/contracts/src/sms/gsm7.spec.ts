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

  it('handles decomposed accents (e + combining circumflex)', () => {
    expect(toGsm7IfPossible('fore\u0302t')).toBe('foret');
  });

  it('saves segments: 100 characters with one ê is two UCS-2 segments, one GSM-7 segment once transliterated', () => {
    const text = `${'a'.repeat(99)}ê`;
    expect(smsLength(text).segments).toBe(2);
    expect(smsLength(toGsm7IfPossible(text)).segments).toBe(1);
  });
});
