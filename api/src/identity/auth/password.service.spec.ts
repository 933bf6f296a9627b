import { PasswordService } from './password.service';

describe('password strength', () => {
  const passwords = new PasswordService();

  it('refuses everyday Dutch words, as it refuses French and English ones', () => {
    expect(['fietsenstalling', 'gezelligheid', 'schoonmoeder', 'aardappelen'].map((p) => passwords.judge(p))).toEqual([
      'too_weak',
      'too_weak',
      'too_weak',
      'too_weak',
    ]);
    expect(passwords.judge('motdepasse123')).toBe('too_weak');
  });

  it('still accepts a long passphrase of unrelated words', () => {
    expect(passwords.judge('Correct-Horse-Battery-42')).toBe('ok');
  });
});
