/**
 * A command as its caller states it, without the `now` it is decided at: the module's command
 * function adds the clock's time once, before the transaction (so a re-run decides at the same time).
 */
export type Untimed<C> = C extends unknown ? Omit<C, 'now'> : never;
