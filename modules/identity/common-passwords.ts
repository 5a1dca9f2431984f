import { readFileSync } from 'node:fs';

// The most common passwords (common-passwords.txt, a few hundred English and German ones), read once.
let list: Set<string> | null = null;
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

/** A run like 'abcdefgh' or '87654321': every character one step up (or down) from the one before. */
function isRun(p: string): boolean {
  const step = p.charCodeAt(1) - p.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < p.length; i++) if (p.charCodeAt(i) - p.charCodeAt(i - 1) !== step) return false;
  return true;
}

/**
 * Whether a new password is one an attacker tries first: on the list (any case), one character
 * repeated ('aaaaaaaa') or a run ('12345678'). The spec's length rules stay where they are.
 */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  return commonPasswords().has(p) || /^(.)\1*$/su.test(p) || (p.length > 2 && isRun(p));
}
