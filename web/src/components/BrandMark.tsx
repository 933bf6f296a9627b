// A week of slots with one booked: the logo, drawn inline so it costs no request.
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <rect x="7" y="8" width="18" height="4" rx="2" fill="#fff" fillOpacity=".55" />
      <rect x="7" y="14" width="18" height="5" rx="2.5" fill="var(--color-accent)" />
      <rect x="7" y="21" width="12" height="4" rx="2" fill="#fff" fillOpacity=".55" />
    </svg>
  );
}
