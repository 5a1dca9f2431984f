import { describe, expect, it } from 'vitest';
import { shortError } from './queue-state';

describe('shortError', () => {
  it('keeps the first line and masks e-mail addresses', () => {
    expect(shortError('550 5.1.1 <anna.klient@beispiel.de>: Mailbox unavailable\n    at send (smtp.js:1)')).toBe(
      '550 5.1.1 <…@…>: Mailbox unavailable',
    );
  });
  it('cuts a long message at 200 characters', () => {
    const text = shortError('x'.repeat(500));
    expect(text).toHaveLength(200);
    expect(text.endsWith('…')).toBe(true);
  });
});
