import type { UpdateObject } from 'kysely';
import { tablesOf } from '../db/kysely';
import { defineProjection, type Projection } from './registry';
import { streamRows } from './stream-rows';
import type { NewEvent } from './types';

/** An event that saves a value whole, and when (`settingDecider`'s, `ownedValueDecider`'s). */
type SavedEvent = NewEvent<string, { at: string }>;

/** Per event type, the row a save writes: its key and its columns (the stamp aside), checked against table N of T. */
type RowOf<E extends SavedEvent, T, N extends keyof T & string> = {
  [K in E['type']]: (
    data: Extract<E, { type: K }>['data'],
  ) => [id: string, columns: Omit<UpdateObject<T, N>, 'updated_at'>];
};

/**
 * The read row of a value saved whole (a firm setting, a value an account owns): the event carries
 * all of it, so the row is replaced, unless it reflects a later save already, and `updated_at` is
 * the save's time. An event type of E without its row does not compile; nor does a column table N lacks.
 */
export function savedValueProjection<E extends SavedEvent, T, N extends keyof T & string>(p: {
  name: string;
  table: N;
  /** The column the row is keyed by. */
  key: keyof T[N] & string;
  on: RowOf<E, T, N>;
}): Projection {
  const on = p.on as Record<E['type'], (data: E['data']) => [string, Omit<UpdateObject<T, N>, 'updated_at'>]>;
  return defineProjection<E>({
    name: p.name,
    tables: [p.table],
    handles: Object.keys(on) as E['type'][],
    apply: async (tx, { type, data, version }) => {
      const [id, columns] = on[type as E['type']](data);
      const row = { ...columns, updated_at: new Date(data.at) } as UpdateObject<T, N>;
      await streamRows(tablesOf<T>(tx), p.table, p.key, version).upsert(id, row);
    },
  });
}
