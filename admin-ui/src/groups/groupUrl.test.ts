import { describe, expect, it } from 'vitest';
import { facebookGroupUrl, groupUrlProblem } from './groupUrl';

describe('groupUrlProblem', () => {
  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['https://www.facebook.com/groups/dogloversuk', null],
    ['facebook.com/groups/123456789/', null],
    ['https://m.facebook.com/groups/dog.lovers?ref=share', null],
    ['http://web.facebook.com/groups/dog_lovers-uk#about', null],
    ['https://www.facebook.com/dogloversuk', 'invalid'],
    ['https://www.facebook.com/groups/dogloversuk/posts/1', 'invalid'],
    ['https://facebook.com.evil.test/groups/dogs', 'invalid'],
    ['https://www.facebook.com/groups/..--', 'invalid'],
    ['dog lovers', 'invalid'],
  ])('%j → %s', (input, expected) => {
    expect(groupUrlProblem(input)).toBe(expected);
  });
});

describe('facebookGroupUrl', () => {
  it('links to the group on Facebook', () => {
    expect(facebookGroupUrl('123456789')).toBe('https://www.facebook.com/groups/123456789');
  });
});
