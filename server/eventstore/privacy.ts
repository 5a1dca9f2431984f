import type { PersonalFields } from './personal-data';
import type { NewEvent } from './types';

/**
 * What each field of a module's events is, for privacy: every field that can hold text (a string,
 * a list or an object) is either personal (sealed with its subject's key, gone with an erasure) or
 * declared plain (a status, a date, an amount as text, a firm's own data), except ids and instants,
 * which the house names `…Id`, `…Ids`, `…At` or `at`. Numbers and yes/no fields are plain by kind.
 * `privacyOf<E>()({...})` does not compile while a text field of E is neither, naming it
 * ('MeetingPlanned.notes'); and the store refuses to append an event carrying an undeclared text
 * field that slipped past the types (`undeclaredField`), so nothing new goes into the log
 * unencrypted by forgetting.
 */
type DataOf<E extends NewEvent, T> = Extract<E, { type: T }>['data'];

/** Ids and instants by name: on their own they say nothing about a person. */
type NamedPlain = `${string}Id` | `${string}Ids` | 'at' | `${string}At`;
const NAMED_PLAIN = /(Id|Ids|At)$|^at$/;

type TextFields<D> = {
  [K in keyof D]-?: K extends NamedPlain ? never : NonNullable<D[K]> extends number | boolean ? never : K;
}[keyof D] &
  string;

type Fields<D> = keyof D & string;

/** One event type's fields: personal ones with whose key seals them, and the plain ones. */
type Declared<D> =
  | {
      subject: Fields<D>;
      /** 'contract': kept for the legal time after the account ends (see PersonalFields). */
      purpose?: 'personal' | 'contract';
      personal: readonly Fields<D>[];
      plain?: readonly TextFields<D>[];
    }
  | { plain: readonly TextFields<D>[]; subject?: never; personal?: never };

type Spec<E extends NewEvent> = { [T in E['type']]?: Declared<DataOf<E, T>> };

type Listed<S, T> = T extends keyof S
  ? | (S[T] extends { personal: readonly (infer P)[] } ? P : never)
    | (S[T] extends { plain: readonly (infer Q)[] } ? Q : never)
  : never;

/** 'Type.field' for every text field of E that S does not declare. */
type Undeclared<E extends NewEvent, S> = {
  [T in E['type']]: `${T}.${Exclude<TextFields<DataOf<E, T>>, Listed<S, T>>}`;
}[E['type']];

type Exhaustive<E extends NewEvent, S> = [Undeclared<E, S>] extends [never]
  ? unknown
  : { [F in Undeclared<E, S>]: 'declare as personal or plain' };

/** An event type's privacy as the store reads it. */
export interface EventPrivacy {
  personal?: PersonalFields;
  plain: readonly string[];
}

/**
 * The privacy of a module's events E: `privacyOf<MeetingEvent>()({ MeetingPlanned: { subject:
 * 'clientId', personal: ['notes', 'link'], plain: ['date', 'time', 'platform'] } })`.
 */
export function privacyOf<E extends NewEvent>() {
  return <const S extends Spec<E>>(
    spec: S & Exhaustive<E, S> & { [K in Exclude<keyof S, E['type']>]: never },
  ): Record<string, EventPrivacy> => {
    const out: Record<string, EventPrivacy> = {};
    for (const [type, d] of Object.entries(spec as Record<string, Declared<Record<string, unknown>>>)) {
      const { subject, personal } = d;
      out[type] = {
        plain: d.plain ?? [],
        ...(subject && personal
          ? {
              personal: {
                subject: (data) => (data[subject] as string | undefined) ?? null,
                fields: personal,
                purpose: ('purpose' in d && d.purpose) || 'personal',
              },
            }
          : {}),
      };
    }
    return out;
  };
}

/**
 * The first text field of an event that its type does not declare ('MeetingPlanned.notes'), or
 * null: what the types check when the module is written, checked again at the append.
 */
export function undeclaredField(
  event: { type: string; data: unknown },
  privacy: EventPrivacy | undefined,
): string | null {
  const data = event.data;
  if (data === null || typeof data !== 'object') return null;
  for (const [field, value] of Object.entries(data)) {
    if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') continue;
    if (NAMED_PLAIN.test(field)) continue;
    if (privacy?.plain.includes(field) || privacy?.personal?.fields.includes(field)) continue;
    return `${event.type}.${field}`;
  }
  return null;
}
