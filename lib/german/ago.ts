import type { Instant } from './time';

// How long ago something happened, in words: 'vor 3 Stunden'. For the age of a thing the user
// checks at a glance (the last backup); a date beside it says exactly when.

const units = [
  { seconds: 86_400, one: 'Tag', many: 'Tagen' },
  { seconds: 3_600, one: 'Stunde', many: 'Stunden' },
  { seconds: 60, one: 'Minute', many: 'Minuten' },
] as const;

/** 'gerade eben' under a minute, else the largest whole unit: 'vor 1 Stunde', 'vor 3 Tagen'. */
export function formatAgo(then: Instant, now: Instant = new Date()): string {
  const seconds = (new Date(now).getTime() - new Date(then).getTime()) / 1000;
  for (const unit of units) {
    const n = Math.floor(seconds / unit.seconds);
    if (n >= 1) return `vor ${n} ${n === 1 ? unit.one : unit.many}`;
  }
  return 'gerade eben';
}
