import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './QrCode.css';

/**
 * A QR code drawn by React as one SVG path (no raw HTML, nothing loaded, CSP-safe): one unit
 * square per dark module, with the quiet zone scanners need.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const squares: string[] = [];
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(`M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path: squares.join('') };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
