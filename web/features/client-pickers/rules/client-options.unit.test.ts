import { describe, expect, it } from 'vitest';
import { clientOptions, searchedOptions } from './client-options';

const anna = { id: 'a', name: 'Anna Adler', email: 'anna@example.de', company: 'Adler GmbH' };
const bernd = { id: 'b', name: 'Bernd Ömer', email: 'bernd@example.de', company: null };
const former = { id: 'c', name: 'Carla Alt', email: 'carla@example.de', company: null, former: true };
const zoe = { id: 'z', name: 'Zoë Zander', email: 'zoe@example.de', company: null };

describe('clientOptions', () => {
  it('shows e-mail, company and the KundenKartei below the name, and offers one id once', () => {
    expect(clientOptions([anna, { ...anna, name: 'Anna doppelt' }, former])).toEqual([
      { id: 'a', label: 'Anna Adler', detail: 'anna@example.de · Adler GmbH' },
      { id: 'c', label: 'Carla Alt', detail: 'carla@example.de · KundenKartei' },
    ]);
  });

  it('falls back to the e-mail when the name is blank', () => {
    expect(clientOptions([{ id: 'x', name: '  ', email: 'x@example.de' }])[0]?.label).toBe('x@example.de');
  });
});

describe('searchedOptions', () => {
  it('lists the found and the former clients together in German order', () => {
    expect(searchedOptions([bernd, anna], [former], null, '').map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });

  it('offers the chosen client found by id first while nothing is typed', () => {
    expect(searchedOptions([anna, bernd], [], zoe, '').map((o) => o.id)).toEqual(['z', 'a', 'b']);
  });

  it('does not list the chosen client twice when the matches hold them', () => {
    expect(searchedOptions([anna, bernd], [], anna, '').map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('shows only the matches while the admin types, so "Keine Treffer" can show', () => {
    expect(searchedOptions([], [], zoe, 'Müll')).toEqual([]);
    expect(searchedOptions([bernd], [], zoe, 'Bernd').map((o) => o.id)).toEqual(['b']);
  });
});
