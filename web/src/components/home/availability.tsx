/** The availability badge: a pulsing green dot when open to work, red otherwise. */
export function Availability({ available, label }: { available: boolean; label: string }) {
  return (
    <p className="availability" data-available={available}>
      <span className="availability__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
