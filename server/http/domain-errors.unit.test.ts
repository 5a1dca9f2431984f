import { describe, expect, it } from 'vitest';
import { DomainError } from '../eventstore';
import { answerTo, namedByRule } from './domain-errors';

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
