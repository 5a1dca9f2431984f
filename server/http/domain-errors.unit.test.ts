import { describe, expect, it } from 'vitest';
import { DomainError } from '../eventstore';
import { answerTo, forbiddenAs, namedByRule, notAllowed, notFoundAs } from './domain-errors';

type ShelfError = 'ShelfFull' | { readonly code: 'TooHeavy'; readonly kilos: number };

describe('namedByRule', () => {
  const table = namedByRule<ShelfError>({
    ShelfFull: [409, 'Das Regal ist voll.'],
    TooHeavy: [400, (r) => `Höchstens ${r.kilos} kg.`],
  });

  it('answers each rule with its status, its message and its own name as the API code', () => {
    expect(table.ShelfFull).toEqual([409, 'Das Regal ist voll.', 'ShelfFull']);
    expect(answerTo({ shelf: table }, new DomainError('shelf', { code: 'TooHeavy', kilos: 20 } as ShelfError))).toEqual(
      {
        status: 400,
        message: 'Höchstens 20 kg.',
        code: 'TooHeavy',
      },
    );
  });
});

describe('the entries modules share', () => {
  it("answers a thing that is not there with 404 NOT_FOUND and the module's message", () => {
    expect(notFoundAs('Regal nicht gefunden.')).toEqual([404, 'Regal nicht gefunden.', 'NOT_FOUND']);
  });

  it("answers a refusal with 403 FORBIDDEN, in the module's words or the general ones", () => {
    expect(forbiddenAs('Nur Klienten.')).toEqual([403, 'Nur Klienten.', 'FORBIDDEN']);
    expect(notAllowed).toEqual([403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN']);
  });
});
