import { describe, expect, it } from 'vitest';
import { providerSignInPath, sanitizeReturnTo, signInPath } from './returnTo';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/groups', '/groups'],
    ['/automation?groupId=7', '/automation?groupId=7'],
    ['/member-requests#pending', '/member-requests#pending'],
    ['/', '/'],
    ['/a/../groups', '/groups'],
  ])('keeps the path %j on this site', (raw, expected) => {
    expect(sanitizeReturnTo(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['groups'],
    ['https://evil.example/groups'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/a/..//evil.example'],
    ['javascript:alert(1)'],
    [' /groups'],
  ])('sends %j home instead', (raw) => {
    expect(sanitizeReturnTo(raw)).toBe('/');
  });
});

describe('sign-in paths', () => {
  it('asks the server to return to the sanitised path', () => {
    expect(signInPath('/groups?add=1')).toBe('/api/login?returnTo=%2Fgroups%3Fadd%3D1');
    expect(signInPath('//evil.example')).toBe('/api/login?returnTo=%2F');
  });

  it('starts a provider sign-in with the same return path', () => {
    expect(providerSignInPath('google', '/analytics')).toBe('/api/login/google?returnTo=%2Fanalytics');
  });
});
