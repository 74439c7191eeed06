import { describe, expect, it } from 'vitest';
import { readCookie, xsrfHeaders } from './xsrf';

const cookies = 'theme=dark; XSRF-TOKEN=abc%2Bdef%3D%3D; adonis-session=s%3Axyz';

describe('xsrfHeaders', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'delete'])('sends the decoded cookie on %s', (method) => {
    expect(xsrfHeaders(method, cookies)).toEqual({ 'X-XSRF-TOKEN': 'abc+def==' });
  });

  it.each(['GET', 'HEAD', 'OPTIONS', undefined])('adds nothing to %s requests', (method) => {
    expect(xsrfHeaders(method, cookies)).toEqual({});
  });

  it('adds nothing when the server has not set the cookie', () => {
    expect(xsrfHeaders('POST', 'theme=dark')).toEqual({});
    expect(xsrfHeaders('POST', '')).toEqual({});
  });
});

describe('readCookie', () => {
  it('matches the whole cookie name only', () => {
    expect(readCookie('MY-XSRF-TOKEN=wrong; XSRF-TOKEN=right', 'XSRF-TOKEN')).toBe('right');
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('XSRF-TOKEN=100%', 'XSRF-TOKEN')).toBe('100%');
  });

  it('keeps "=" inside the value', () => {
    expect(readCookie('XSRF-TOKEN=a=b', 'XSRF-TOKEN')).toBe('a=b');
  });
});
