import type { ReactNode } from 'react';

interface LineIconProps {
  /** The drawing: paths, rects, circles on a square grid of `grid` units (default 24). */
  children: ReactNode;
  grid?: number;
  size?: number;
  strokeWidth?: number;
  /** Round line ends and corners (the menu icons); the controls' small marks keep square ends. */
  rounded?: boolean;
  className?: string;
}

/** A decorative line icon in the text colour (drawn here to avoid an icon dependency). */
export function LineIcon({
  children,
  grid = 24,
  size = 20,
  strokeWidth = 1.8,
  rounded = true,
  className,
}: LineIconProps) {
  const ends = rounded ? 'round' : undefined;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={ends}
      strokeLinejoin={ends}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
