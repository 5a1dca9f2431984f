import { formatNumber } from './format';

// File sizes in decimal units (1 MB = 1.000.000 Bytes, as file managers and disks count them),
// with a German decimal comma: '12,3 MB'.

const units = [
  { size: 1e12, name: 'TB' },
  { size: 1e9, name: 'GB' },
  { size: 1e6, name: 'MB' },
  { size: 1e3, name: 'kB' },
] as const;

/** 512 -> '512 Bytes', 12_345_678 -> '12,3 MB' (one decimal at most). */
export function formatBytes(bytes: number): string {
  for (const unit of units) {
    if (bytes >= unit.size) return `${formatNumber(bytes / unit.size, { max: 1 })} ${unit.name}`;
  }
  return bytes === 1 ? '1 Byte' : `${formatNumber(bytes)} Bytes`;
}
