import type { Market } from '../lib/market';

// A week of slots with one booked: the logo, drawn inline so it costs no request. The Belgian variant
// carries the national colours in its corner.
export function BrandMark({ size = 28, market = 'fr' }: { size?: number; market?: Market }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-market={market}
      className="brand-mark"
    >
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <rect x="7" y="8" width="18" height="4" rx="2" fill="#fff" fillOpacity=".55" />
      <rect x="7" y="14" width="18" height="5" rx="2.5" fill="var(--color-accent)" />
      <rect x="7" y="21" width="12" height="4" rx="2" fill="#fff" fillOpacity=".55" />
      {market === 'be' && (
        <g>
          <rect x="21" y="21" width="3" height="6" fill="#1a1a1a" />
          <rect x="24" y="21" width="3" height="6" fill="#fdda24" />
          <rect x="27" y="21" width="3" height="6" fill="#ef3340" />
        </g>
      )}
    </svg>
  );
}
