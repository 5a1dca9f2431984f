import { describe, expect, it } from 'vitest';
import { packageMessages } from '../../../../modules/packages/contract';
import { ApiError } from '../../../api/errors';
import { describeFailure, splitMessage, paymentRefusal } from './failure-text';

const generic = packageMessages.createFailed;

describe('describeFailure', () => {
  it('recognises the pending-package conflict', () => {
    const e = new ApiError(
      packageMessages.pendingPackage,
      400,
      { code: 'PENDING_PACKAGE', message: packageMessages.pendingPackage },
      'PENDING_PACKAGE',
    );
    expect(describeFailure(e, generic).kind).toBe('pendingPackage');
  });

  it('leaves 401 and 403 to the common handler', () => {
    expect(describeFailure(new ApiError('Not authenticated', 401), generic).kind).toBe('session');
    expect(describeFailure(new ApiError('x', 403), generic).kind).toBe('session');
  });

  it("shows the server's explanation of a 4xx, the spec's text otherwise", () => {
    expect(
      describeFailure(
        new ApiError('x', 409, { message: 'Das Paket ist im Status „Aktiv“ und kann so nicht geändert werden.' }),
        generic,
      ),
    ).toEqual({ kind: 'explained', description: 'Das Paket ist im Status „Aktiv“ und kann so nicht geändert werden.' });
    expect(describeFailure(new ApiError('x', 500, { message: 'intern' }), generic)).toEqual({
      kind: 'generic',
      description: generic,
    });
    expect(describeFailure(new ApiError('Failed to fetch', 0), generic)).toEqual({
      kind: 'generic',
      description: generic,
    });
    expect(describeFailure(new Error('boom'), generic)).toEqual({ kind: 'generic', description: generic });
  });
});

describe('splitMessage', () => {
  it('splits the spec\'s "Title - Text" messages', () => {
    expect(splitMessage(packageMessages.paymentRequired)).toEqual([
      'Payment Confirmation Required',
      'Please confirm that payment has been received',
    ]);
    expect(splitMessage('Nur Titel')).toEqual(['Nur Titel', '']);
  });
});

describe('paymentRefusal', () => {
  it("is the contract's refusal split for the toast, and nothing once the payment is confirmed", () => {
    expect(paymentRefusal(false)).toEqual([
      'Payment Confirmation Required',
      'Please confirm that payment has been received',
    ]);
    expect(paymentRefusal(true)).toBeNull();
  });
});
