import { describe, expect, it } from 'vitest';
import { describeAttention } from './attention';

const base = { clientId: 'c1', clientName: 'Julia Hoffmann' };

describe('describeAttention', () => {
  it('names the package of a client without meetings', () => {
    expect(describeAttention({ ...base, reason: 'no_meeting', detail: 'Wachstum' })).toMatchObject({
      label: 'Seit 30 Tagen kein Termin',
      detail: 'Paket: Wachstum',
    });
  });

  it('shows the expiry date in German', () => {
    expect(describeAttention({ ...base, reason: 'expiring', detail: '2026-06-01T08:00:00.000Z' }).detail).toBe(
      'Läuft ab am 01.06.2026',
    );
  });

  it('shows the hours left', () => {
    expect(describeAttention({ ...base, reason: 'low_hours', detail: '2.5' })).toMatchObject({
      label: 'Wenige Stunden übrig',
      detail: 'Noch 2,5 Std.',
    });
  });
});
