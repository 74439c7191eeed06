import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorMessage, serverMessage } from './apiErrors';

const answer = (status: number, body: unknown) => new HttpError('', status, body);

describe('messages from the API', () => {
  it('are shown in the server’s words', () => {
    expect(errorMessage(answer(409, { message: 'This Facebook group is already connected to your account.', code: 'E_CONFLICT' }))).toBe(
      'This Facebook group is already connected to your account.',
    );
  });

  it('never show a raw code to owners', () => {
    expect(serverMessage(answer(404, { message: 'E_ROW_NOT_FOUND: Row not found' }))).toBe('Row not found');
    expect(serverMessage(answer(500, { message: 'E_HTTP_EXCEPTION' }))).toBeUndefined();
    expect(errorMessage(new HttpError('E_UNKNOWN_FAILURE', 500, { message: 'E_UNKNOWN_FAILURE' }))).toBe(
      'JoinFlow could not do this (error 500). Please try again.',
    );
  });
});
