/** A line icon drawn from an SVG path, decorative (its button or label names it). */
export function Icon({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A download arrow for the Export buttons. */
export const DownloadIcon = () => <Icon d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />;
