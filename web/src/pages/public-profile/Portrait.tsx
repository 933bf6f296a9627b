import './public-profile.css';

/** A logo or a photo; without one, the initials on a tint, so the layout keeps its shape. */
export function Portrait({
  src,
  name,
  alt,
  round,
}: {
  src: string | null;
  name: string;
  alt: string;
  round?: boolean;
}) {
  const shape = round ? 'portrait portrait--round' : 'portrait';
  if (src) return <img className={shape} src={src} alt={alt} width={96} height={96} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      className={`${shape} portrait--initials`}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {initials}
    </span>
  );
}
