import { describe, expect, it } from '@jest/globals';
import { toolbarContent } from './toolbar-links';

type Who = Parameters<typeof toolbarContent>[0];
const row = (who: Who, pathname: string) => toolbarContent(who, pathname).links.map(({ label, to }) => [label, to]);
const menu = (who: Who, pathname: string) => toolbarContent(who, pathname).menu.map(({ label, to }) => [label, to]);

const SHORT_LINKS = [
  ['nav.visitorShort', '/visits'],
  ['nav.realtorShort', '/pro'],
];

describe('toolbarContent', () => {
  it('offers Login, Visitor and the languages to a signed-out person outside the two areas', () => {
    expect(row(undefined, '/book/studio-marais')).toEqual([
      ['nav.login', '/pro'],
      ['nav.visitor', '/visits'],
    ]);
    expect(toolbarContent(undefined, '/privacy').languages).toBe(true);
  });

  it('offers only the Realtor button on /visits and below when signed out', () => {
    for (const pathname of ['/visits', '/visits/', '/visits/magic-link']) {
      expect(row(undefined, pathname)).toEqual([['nav.realtor', '/pro']]);
      expect(toolbarContent(undefined, pathname).languages).toBe(false);
    }
  });

  it('does not mistake a path that merely starts with the same letters for the visitor area', () => {
    expect(row(undefined, '/visitsomething')[0]).toEqual(['nav.login', '/pro']);
  });

  it('offers the Visitor button on /pro and /pro/ when signed out', () => {
    expect(row(undefined, '/pro')).toEqual([['nav.visitor', '/visits']]);
    expect(row(undefined, '/pro/')).toEqual([['nav.visitor', '/visits']]);
  });

  it('gives the signed-out mobile menu the short Visitor and Realtor links, wherever the page', () => {
    for (const pathname of ['/', '/landing', '/visits', '/pro', '/privacy']) {
      expect(menu(undefined, pathname)).toEqual(SHORT_LINKS);
    }
  });

  it('sends a signed-in visitor to their dashboard, wherever they are, from the row and the menu', () => {
    for (const pathname of ['/', '/visits']) {
      expect(row('visitor', pathname)).toEqual([['nav.dashboard', '/visits/home']]);
      expect(menu('visitor', pathname)).toEqual([['nav.dashboard', '/visits/home']]);
    }
  });

  it('sends realtors and ops to /pro, and to /pro/visits from the mobile menu', () => {
    for (const authType of ['realtor', 'ops'] as const) {
      expect(row(authType, '/visits')).toEqual([['nav.dashboard', '/pro']]);
      expect(menu(authType, '/visits')).toEqual([['nav.dashboard', '/pro/visits']]);
      expect(toolbarContent(authType, '/').languages).toBe(false);
    }
  });

  it('shows the phone number on the home page only', () => {
    expect(toolbarContent(undefined, '/').phone).toBe(true);
    expect(toolbarContent('visitor', '/').phone).toBe(true);
    expect(toolbarContent(undefined, '/landing').phone).toBe(false);
    expect(toolbarContent(undefined, '/visits').phone).toBe(false);
  });
});
