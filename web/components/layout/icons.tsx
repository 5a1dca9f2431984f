import { createElement, Fragment, type ReactElement } from 'react';
import { LineIcon } from '../ui/LineIcon';

// The drawings of the side menu's and the header's line icons, on LineIcon's 24-unit grid: a table
// of shapes, one icon a line.

const path = (d: string) => <path d={d} />;
const circle = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;
const rect = (x: number, y: number, width: number, height: number, rx: number) => (
  <rect x={x} y={y} width={width} height={height} rx={rx} />
);

const clipboard =
  'M9 4h6M9 4a1 1 0 0 0-1 1v1h8V5a1 1 0 0 0-1-1M8 6H6a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-2';

const drawings = {
  dashboard: [rect(3, 3, 7, 9, 1.5), rect(14, 3, 7, 5, 1.5), rect(14, 12, 7, 9, 1.5), rect(3, 16, 7, 5, 1.5)],
  package: [path('M21 8 12 3 3 8v8l9 5 9-5V8Z'), path('m3 8 9 5 9-5M12 13v8')],
  calendar: [rect(3, 5, 18, 16, 2), path('M3 10h18M8 3v4M16 3v4')],
  people: [
    circle(9, 8, 3.5),
    path('M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5'),
    circle(17, 9, 2.5),
    path('M17 14.5c2.2 0 3.9 1.5 4.5 4'),
  ],
  clients: [circle(12, 8, 4), path('M4 21c1-4 4.2-6 8-6s7 2 8 6')],
  coordination: [
    circle(6, 6, 2.5),
    circle(18, 6, 2.5),
    circle(12, 18, 2.5),
    path('M8 7.5 10.8 16M16 7.5 13.2 16M8.5 6h7'),
  ],
  archive: [rect(3, 4, 18, 5, 1.5), path('M5 9v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9M10 13h4')],
  audit: [path(clipboard), path('M9 12h6M9 16h4')],
  clock: [circle(12, 12, 9), path('M12 7v5l3 2')],
  progress: [path('M5 21V4'), path('M5 4h11l-2 3.5 2 3.5H5')],
  payments: [rect(3, 6, 18, 12, 2), path('M3 10h18M7 15h4')],
  chart: [path('M4 20h16'), path('M7 16v-5M12 16V6M17 16v-8')],
  settings: [
    path('M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0'),
    circle(16, 6, 2),
    circle(10, 12, 2),
    circle(18, 18, 2),
  ],
  invoice: [path('M6 3h9l4 4v14H6Z'), path('M15 3v4h4M9 11h7M9 15h7M9 19h4')],
  note: [rect(4, 3, 16, 18, 2), path('M8 8h8M8 12h8M8 16h5')],
  task: [rect(3, 3, 18, 18, 2), path('m8 12 3 3 5-6')],
  message: [path('M4 5h16v11H9l-5 4Z')],
  folder: [path('M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z')],
  menu: [path('M4 6h16M4 12h16M4 18h16')],
  collapse: [path('m15 6-6 6 6 6')],
  expand: [path('m9 6 6 6-6 6')],
  chevronDown: [path('m6 9 6 6 6-6')],
  close: [path('M6 6l12 12M18 6 6 18')],
} satisfies Record<string, ReactElement[]>;

export type IconName = keyof typeof drawings;

/** A line icon of the side menu or the header, by name. */
export function Icon({ name }: { name: IconName }) {
  // The shapes as a fragment's own children: in order, without keys.
  return <LineIcon>{createElement(Fragment, null, ...drawings[name])}</LineIcon>;
}
