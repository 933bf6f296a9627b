import { describe, expect, it } from '@jest/globals';
import { toolbarContent } from './toolbar-links';

const targets = (authType: Parameters<typeof toolbarContent>[0], pathname: string) =>
  toolbarContent(authType, pathname).links.map(({ to, label, only }) => [label, to, only ?? 'both']);

describe('toolbarContent', () => {
  it('offers Login, Visitor and the languages to a signed-out person outside the two areas', () => {
    expect(targets(undefined, '/book/studio-marais')).toEqual([
      ['nav.login', '/pro', 'both'],
      ['nav.visitor', '/visits', 'both'],
    ]);
    expect(toolbarContent(undefined, '/privacy').languages).toBe(true);
  });

  it('offers only the Realtor button on /visits and below when signed out', () => {
    for (const pathname of ['/visits', '/visits/', '/visits/magic-link']) {
      expect(targets(undefined, pathname)).toEqual([['nav.realtor', '/pro', 'both']]);
      expect(toolbarContent(undefined, pathname).languages).toBe(false);
    }
  });

  it('does not mistake a path that merely starts with the same letters for the visitor area', () => {
    expect(targets(undefined, '/visitsomething')[0]).toEqual(['nav.login', '/pro', 'both']);
  });

  it('offers the Visitor button on /pro and /pro/ when signed out', () => {
    expect(targets(undefined, '/pro')).toEqual([['nav.visitor', '/visits', 'both']]);
    expect(targets(undefined, '/pro/')).toEqual([['nav.visitor', '/visits', 'both']]);
  });

  it('sends a signed-in visitor to their dashboard, wherever they are', () => {
    expect(targets('visitor', '/')).toEqual([['nav.dashboard', '/visits/home', 'both']]);
    expect(targets('visitor', '/visits')).toEqual([['nav.dashboard', '/visits/home', 'both']]);
  });

  it('sends realtors and ops to /pro, and to /pro/visits from the mobile menu', () => {
    for (const authType of ['realtor', 'ops'] as const) {
      expect(targets(authType, '/visits')).toEqual([
        ['nav.dashboard', '/pro', 'wide'],
        ['nav.dashboard', '/pro/visits', 'menu'],
      ]);
    }
  });

  it('shows the phone number on the home page only', () => {
    expect(toolbarContent(undefined, '/').phone).toBe(true);
    expect(toolbarContent('visitor', '/').phone).toBe(true);
    expect(toolbarContent(undefined, '/landing').phone).toBe(false);
    expect(toolbarContent(undefined, '/visits').phone).toBe(false);
  });
});
