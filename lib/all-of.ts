/**
 * Every member of a union of names, written out once as a record: the compiler refuses a record that
 * misses a member or names one that is not in the union, so a new event type cannot be left out of a
 * module's list (its projections' and pushes' `handles`). Answers the names in the record's order.
 */
export const allOf = <T extends string>(names: Record<T, true>): readonly T[] => Object.keys(names) as T[];
