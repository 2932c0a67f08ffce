import type { ReactNode } from 'react';

/** Small stroke icons for icon-only buttons (the buttons carry the accessible name). */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An icon of these stroke paths, then any other shape. */
function strokeIcon(paths: readonly string[], more?: ReactNode) {
  const StrokeIcon = () => (
    <svg {...base}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {more}
    </svg>
  );
  return StrokeIcon;
}

export const EyeIcon = strokeIcon(['M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z'], <circle cx="12" cy="12" r="3" />);
export const PencilIcon = strokeIcon(['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z']);
export const TrashIcon = strokeIcon(['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6']);
export const SwapIcon = strokeIcon(['M7 4 3 8l4 4', 'M3 8h14', 'm17 20 4-4-4-4', 'M21 16H7']);
