const ROWS = [
  { initials: 'CL', hue: 222, status: '#1a7f37', width: 70 },
  { initials: 'JD', hue: 12, status: '#f5a524', width: 55 },
  { initials: 'NK', hue: 160, status: '#1a7f37', width: 62 },
  { initials: 'EV', hue: 280, status: '#2f54eb', width: 48 },
];

/** The 'Mes Candidats' image: a list of prequalified applicants, drawn inline. */
export function CandidatesIllustration({ label }: { label: string }) {
  return (
    <svg className="modules__image" viewBox="0 0 320 220" role="img" aria-label={label}>
      <rect width="320" height="220" rx="16" fill="#fff" stroke="#e3e6ef" />
      <rect x="20" y="18" width="120" height="10" rx="5" fill="#172033" />
      <rect x="230" y="16" width="70" height="16" rx="8" fill="#e9eeff" />
      {ROWS.map((row, index) => {
        const y = 48 + index * 42;
        return (
          <g key={row.initials}>
            <rect x="16" y={y} width="288" height="34" rx="9" fill="#f6f7fb" />
            <circle cx="36" cy={y + 17} r="11" fill={`hsl(${row.hue} 70% 42%)`} />
            <text x="36" y={y + 21} textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff">
              {row.initials}
            </text>
            <rect x="56" y={y + 9} width={row.width * 1.4} height="7" rx="3.5" fill="#5b6478" />
            <rect x="56" y={y + 20} width={row.width} height="6" rx="3" fill="#c9cedb" />
            <rect x="246" y={y + 11} width="46" height="12" rx="6" fill={row.status} fillOpacity=".18" />
            <circle cx="256" cy={y + 17} r="3.5" fill={row.status} />
          </g>
        );
      })}
    </svg>
  );
}
