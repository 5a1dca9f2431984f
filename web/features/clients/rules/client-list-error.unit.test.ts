import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { clientListErrorText, clientListMessages } from './client-list-error';

describe('clientListErrorText', () => {
  it('names a lost session for a 401', () => {
    expect(clientListErrorText(new ApiError('Not authenticated', 401))).toBe(clientListMessages.unauthorized);
  });

  it('names a lost session when the message mentions 401 or authenticated', () => {
    expect(clientListErrorText(new Error('Request failed with status 401'))).toBe(clientListMessages.unauthorized);
    expect(clientListErrorText(new Error('User not authenticated'))).toBe(clientListMessages.unauthorized);
  });

  it('asks to try later for anything else', () => {
    expect(clientListErrorText(new ApiError('Request failed with status 500', 500))).toBe(clientListMessages.failed);
    expect(clientListErrorText(new ApiError('Failed to fetch', 0))).toBe(clientListMessages.failed);
  });
});
