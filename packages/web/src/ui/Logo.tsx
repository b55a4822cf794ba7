// The Moatwise mark and word.
export function Logo({ size = 28, withWord = true }: { size?: number; withWord?: boolean }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--accent)" />
        <path
          d="M8 21V11l4 4 4-4 4 4 4-4v10"
          fill="none"
          stroke="var(--accent-text)"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M6 25c2.5 0 2.5-1.5 5-1.5s2.5 1.5 5 1.5 2.5-1.5 5-1.5 2.5 1.5 5 1.5"
          fill="none"
          stroke="var(--accent-text)"
          strokeOpacity="0.6"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {withWord && <span className="logo-word">Moatwise</span>}
    </span>
  );
}
