/**
 * The end of every `switch` over a union (`default: return unreachable(command)`): it compiles only
 * when every member has its case, so a new event or command cannot be forgotten.
 */
export function unreachable(value: never): never {
  return value;
}
