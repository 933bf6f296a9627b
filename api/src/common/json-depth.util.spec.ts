import { nestsDeeperThan } from './json-depth.util';

const json = (text: string) => Buffer.from(text, 'utf8');

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, up to the limit included', () => {
    expect(nestsDeeperThan(json('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(json('{"a":[{"b":[[1]]}]}'), 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(json('{"a":"[[[[[[","b":"\\"[[[[[["}'), 1)).toBe(false);
  });

  it('refuses 120,000 nested arrays in one pass', () => {
    const bomb = json(`${'['.repeat(120_000)}${']'.repeat(120_000)}`);

    expect(nestsDeeperThan(bomb, 32)).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    expect(nestsDeeperThan(json(JSON.stringify(Array.from({ length: 10_000 }, () => [{ a: [1] }]))), 4)).toBe(false);
  });
});
