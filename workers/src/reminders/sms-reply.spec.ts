import { readSmsReply } from './sms-reply';

describe('readSmsReply', () => {
  it.each(['oui', 'Oui !', ' OUI merci', 'ja', 'Yes', 'ok'])('reads %j as a confirmation', (body) => {
    expect(readSmsReply(body)).toBe('confirm');
  });
  it.each(['non', 'Non.', 'NEE', 'no thanks'])('reads %j as a cancellation', (body) => {
    expect(readSmsReply(body)).toBe('cancel');
  });
  it.each(['peut-être', '', '123', 'nonsense'])('does not guess %j', (body) => {
    expect(readSmsReply(body)).toBeNull();
  });
});
