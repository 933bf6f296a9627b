/** OUI/NON, JA/NEE, YES/NO and their short forms, whatever the case, accents or punctuation. */
export function readSmsReply(body: string): 'confirm' | 'cancel' | null {
  const word = body
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, ' ')
    .trim()
    .split(/\s+/)[0];
  if (['OUI', 'O', 'JA', 'J', 'YES', 'Y', 'OK'].includes(word)) return 'confirm';
  if (['NON', 'N', 'NEE', 'NO'].includes(word)) return 'cancel';
  return null;
}
