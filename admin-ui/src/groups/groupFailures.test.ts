import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { pictureFailureToast } from './groupFailures';

const failure = (status: number, message?: string) =>
  new HttpError(message ?? String(status), status, message === undefined ? undefined : { message });

describe('pictureFailureToast', () => {
  it.each([
    [failure(403, 'This group is private or its picture needs permissions to view.'), 'Group Picture Not Accessible'],
    [failure(502, 'Facebook had a technical issue. Please try again later.'), 'Connection Issue'],
    [failure(500), 'Connection Issue'],
    [failure(404, 'Group not found on Facebook.'), 'Group Not Found'],
    [failure(404), 'Group Not Found'],
    [failure(429, 'Slow down.'), 'Unable to Update Picture'],
    [new TypeError('Failed to fetch'), 'Unable to Update Picture'],
  ])('%s → %s', (error, title) => {
    expect(pictureFailureToast(error).title).toBe(title);
  });

  it('keeps the server’s words when they explain nothing the spec names', () => {
    expect(pictureFailureToast(failure(429, 'Slow down.')).description).toBe('Slow down.');
  });
});
