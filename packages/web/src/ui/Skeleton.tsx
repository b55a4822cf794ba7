// A placeholder in the shape of what is loading, with its name for screen readers.
export function Skeleton({ label, className }: { readonly label: string; readonly className: string }) {
  return (
    <output className={`skeleton ${className}`} aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </output>
  );
}
