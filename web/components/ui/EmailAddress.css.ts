import { style } from '@vanilla-extract/css';

// Lines break only where EmailAddress puts a break opportunity (before '@', after a dot), never
// inside a part: 'julia.hoffmann@' / 'demo.kunde.de', not 'julia.hoffm' / 'ann@demo…'.
export const address = style({ overflowWrap: 'normal', wordBreak: 'normal' });

/** A part never breaks inside, not even at a hyphen ('event-service-schulz.de'). */
export const part = style({ whiteSpace: 'nowrap' });
