import { describe, expect, it } from '@jest/globals';
import { shareableReferrer, shareableUrl } from './shareable-url';

describe('addresses that leave the page (issue 35)', () => {
  it.each([
    ['https://creneau.example/visits/magic-link?token=abc123', 'https://creneau.example/visits/magic-link'],
    [
      'https://creneau.example/visits/reset-password?token=abc&lang=nl',
      'https://creneau.example/visits/reset-password?lang=nl',
    ],
    ['https://creneau.example/pro/reset-password?token=abc#x', 'https://creneau.example/pro/reset-password'],
    ['https://creneau.example/book/agence?utm_source=mail', 'https://creneau.example/book/agence?utm_source=mail'],
    ['https://creneau.example/c/Xy7pQ2', 'https://creneau.example/c/%E2%80%A6'],
    ['https://creneau.example/vb/secret-token', 'https://creneau.example/vb/%E2%80%A6'],
    ['https://creneau.example/rf/secret-token/accept', 'https://creneau.example/rf/%E2%80%A6/accept'],
  ])('sends %s as %s', (href, expected) => {
    expect(shareableUrl(href)).toBe(expected);
  });

  it('keeps only the origin of another site’s referrer, and strips this site’s own', () => {
    const origin = 'https://creneau.example';
    expect(shareableReferrer('https://mail.example/inbox?id=42', origin)).toBe('https://mail.example');
    expect(shareableReferrer('https://creneau.example/visits/magic-link?token=abc', origin)).toBe(
      'https://creneau.example/visits/magic-link',
    );
    expect(shareableReferrer('', origin)).toBeNull();
  });
});
