// SVG scenes of the demo listings' photos: a Parisian living room, a Haussmann facade, a Brussels flat
// with its terrace, a maison de maître. Drawn, not photographed, so they can be shipped under CC0.
const W = 1280;
const H = 854;

// Film grain and soft light: flat vector shapes read as a photo once they carry texture and falloff.
const defs = (tint) => `
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="n"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.09"/></feComponentTransfer>
    <feBlend in="SourceGraphic" mode="multiply"/>
  </filter>
  <filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>
  <radialGradient id="wallLight" cx="50%" cy="30%" r="70%">
    <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
  </radialGradient>
  <linearGradient id="floorGloss" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="cornerShade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/>
    <stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
  </linearGradient>
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
    <stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.35"/>
  </radialGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${tint.skyTop}"/><stop offset="1" stop-color="${tint.skyBottom}"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#9fb6c8"/><stop offset="0.5" stop-color="#4a5f70"/><stop offset="1" stop-color="#2b3845"/>
  </linearGradient>
  <pattern id="boards" width="160" height="38" patternUnits="userSpaceOnUse" patternTransform="skewX(-28)">
    <rect width="160" height="38" fill="${tint.floor}"/>
    <rect y="36" width="160" height="2" fill="#000" opacity="0.18"/>
    <rect x="80" width="2" height="38" fill="#000" opacity="0.12"/>
    <rect width="160" height="12" fill="#fff" opacity="0.05"/>
  </pattern>`;

function frame(body, tint) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${defs(tint)}</defs>
  <g filter="url(#grain)"${tint.mirror ? ` transform="translate(${W} 0) scale(-1 1)"` : ''}>${body}</g>
  ${tint.interior ? `<rect width="${W}" height="${H}" fill="url(#cornerShade)"/>` : ''}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

/** A tall French window with its light falling on the floor. */
function frenchWindow(x, y, w, h, tint) {
  const panes = [];
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 2; col += 1)
      panes.push(`<rect x="${x + 14 + col * (w / 2 - 7)}" y="${y + 14 + row * ((h - 28) / 4)}" width="${w / 2 - 21}"
        height="${(h - 28) / 4 - 10}" fill="url(#sky)"/>`);
  return `
    <polygon points="${x},${y + h} ${x + w},${y + h} ${x + w + 260},${H} ${x - 160},${H}" fill="#fff8e6" opacity="0.28" filter="url(#blur8)"/>
    <rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 16}" fill="${tint.trim}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#e9e4da"/>
    ${panes.join('')}
    <rect x="${x - 40}" y="${y - 30}" width="36" height="${h + 30}" fill="${tint.curtain}" opacity="0.92"/>
    <rect x="${x + w + 4}" y="${y - 30}" width="36" height="${h + 30}" fill="${tint.curtain}" opacity="0.92"/>`;
}

export function livingRoom(tint) {
  const floorY = 560;
  const body = `
    <rect width="${W}" height="${floorY}" fill="${tint.wall}"/>
    <rect y="${floorY - 26}" width="${W}" height="26" fill="${tint.trim}"/>
    <rect y="70" width="${W}" height="14" fill="${tint.trim}" opacity="0.8"/>
    <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#boards)"/>
    <linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
    <rect y="${floorY}" width="${W}" height="120" fill="url(#floorShade)"/>
    <rect width="${W}" height="${floorY}" fill="url(#wallLight)"/>
    <rect x="150" y="${floorY}" width="210" height="140" fill="url(#floorGloss)" filter="url(#blur8)"/>
    <rect x="880" y="${floorY}" width="210" height="140" fill="url(#floorGloss)" filter="url(#blur8)"/>
    <rect y="${floorY - 4}" width="${W}" height="10" fill="#000" opacity="0.18" filter="url(#blur3)"/>
    ${frenchWindow(150, 130, 210, 404, tint)}
    ${frenchWindow(880, 130, 210, 404, tint)}
    <!-- moulding panels -->
    <rect x="470" y="150" width="300" height="170" fill="none" stroke="${tint.trim}" stroke-width="6" opacity="0.8"/>
    <rect x="470" y="350" width="300" height="150" fill="none" stroke="${tint.trim}" stroke-width="6" opacity="0.8"/>
    <!-- picture -->
    <rect x="540" y="180" width="160" height="112" fill="#f3efe6" stroke="#2a2a2a" stroke-width="6"/>
    <path d="M552 278 L600 220 L640 258 L668 232 L690 278 Z" fill="${tint.accent}" opacity="0.8"/>
    <!-- rug -->
    <ellipse cx="620" cy="720" rx="420" ry="90" fill="${tint.rug}" opacity="0.9"/>
    <!-- sofa -->
    <ellipse cx="620" cy="660" rx="290" ry="30" fill="#000" opacity="0.25" filter="url(#blur8)"/>
    <rect x="360" y="500" width="520" height="90" rx="26" fill="${tint.sofa}"/>
    <rect x="340" y="560" width="560" height="90" rx="22" fill="${tint.sofa}"/>
    <rect x="330" y="530" width="70" height="125" rx="26" fill="${tint.sofaDark}"/>
    <rect x="840" y="530" width="70" height="125" rx="26" fill="${tint.sofaDark}"/>
    <rect x="420" y="520" width="120" height="70" rx="18" fill="${tint.cushion}"/>
    <rect x="700" y="520" width="120" height="70" rx="18" fill="${tint.cushion2}"/>
    <rect x="370" y="650" width="14" height="30" fill="#3a2c20"/><rect x="856" y="650" width="14" height="30" fill="#3a2c20"/>
    <!-- coffee table -->
    <ellipse cx="630" cy="748" rx="150" ry="34" fill="#000" opacity="0.2" filter="url(#blur3)"/>
    <ellipse cx="630" cy="726" rx="150" ry="34" fill="#6b4b33"/>
    <ellipse cx="630" cy="720" rx="150" ry="34" fill="#8a6446"/>
    <rect x="590" y="700" width="60" height="14" rx="3" fill="#e8e1d3"/>
    <!-- plant -->
    <path d="M1120 640 L1100 560 L1180 560 L1160 640 Z" fill="#c9b9a3"/>
    <g fill="#3f6b3a"><ellipse cx="1140" cy="500" rx="26" ry="70" transform="rotate(-25 1140 500)"/>
    <ellipse cx="1150" cy="490" rx="24" ry="80" transform="rotate(15 1150 490)"/>
    <ellipse cx="1130" cy="520" rx="22" ry="60" transform="rotate(-60 1130 520)"/>
    <ellipse cx="1160" cy="520" rx="22" ry="60" transform="rotate(55 1160 520)"/></g>
    <!-- floor lamp -->
    <rect x="1000" y="330" width="6" height="300" fill="#222"/>
    <path d="M968 330 L1038 330 L1022 280 L984 280 Z" fill="#f4ead3"/>
    <ellipse cx="1003" cy="300" rx="80" ry="40" fill="#fff1c9" opacity="0.25" filter="url(#blur8)"/>`;
  return frame(body, tint);
}

/** A stone facade of five floors, wrought-iron balconies and a shop at street level. */
export function facade(tint) {
  const cols = 5;
  const floors = 5;
  const left = 90;
  const colW = (W - 2 * left) / cols;
  const floorH = 128;
  const top = 96;
  const parts = [];
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + floor * floorH;
    parts.push(
      `<rect x="${left}" y="${y + floorH - 8}" width="${W - 2 * left}" height="8" fill="#000" opacity="0.08"/>`,
    );
    for (let col = 0; col < cols; col += 1) {
      const x = left + col * colW + colW * 0.28;
      const w = colW * 0.44;
      const h = floorH * 0.7;
      const lit = (floor * 7 + col * 3) % 5 === 0;
      parts.push(`
        <rect x="${x - 8}" y="${y + 6}" width="${w + 16}" height="${h + 10}" fill="${tint.stoneDark}"/>
        <rect x="${x}" y="${y + 12}" width="${w}" height="${h}" fill="${lit ? '#f2d9a0' : 'url(#glass)'}"/>
        <rect x="${x + w / 2 - 2}" y="${y + 12}" width="4" height="${h}" fill="#e8e2d6"/>
        <rect x="${x}" y="${y + 12 + h / 3}" width="${w}" height="4" fill="#e8e2d6"/>
        <rect x="${x - 12}" y="${y + 2}" width="${w + 24}" height="8" fill="${tint.stoneLight}"/>
        ${
          floor === 1 || floor === 4 || col % 2 === 0
            ? `<rect x="${x - 14}" y="${y + h - 10}" width="${w + 28}" height="28" fill="none" stroke="#1f1f1f" stroke-width="3"/>
        <path d="${Array.from({ length: 9 }, (_, i) => `M${x - 14 + i * ((w + 28) / 8)} ${y + h - 10} v28`).join(' ')}" stroke="#1f1f1f" stroke-width="2"/>`
            : ''
        }`);
    }
  }
  if (tint.continuousBalcony) {
    for (const floor of [1, 4]) {
      const y = top + floor * floorH + floorH * 0.7 - 10;
      parts.push(`<rect x="${left}" y="${y}" width="${W - 2 * left}" height="28" fill="none" stroke="#1a1a1a" stroke-width="4"/>
        <rect x="${left}" y="${y + 26}" width="${W - 2 * left}" height="10" fill="${tint.stoneLight}"/>`);
    }
  }
  const shopY = top + floors * floorH;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <ellipse cx="1050" cy="60" rx="260" ry="60" fill="#fff" opacity="0.35" filter="url(#blur8)"/>
    <rect x="${left - 30}" y="${top - 50}" width="${W - 2 * left + 60}" height="${H}" fill="${tint.stone}"/>
    <path d="M${left - 30} ${top - 50} L${left + 40} ${top - 90} L${W - left - 40} ${top - 90} L${W - left + 30} ${top - 50} Z" fill="${tint.roof}"/>
    ${Array.from({ length: 4 }, (_, i) => `<rect x="${left + 120 + i * 270}" y="${top - 86}" width="70" height="40" fill="${tint.stoneDark}"/><rect x="${left + 130 + i * 270}" y="${top - 78}" width="50" height="30" fill="url(#glass)"/>`).join('')}
    ${parts.join('')}
    <rect x="${left - 30}" y="${shopY}" width="${W - 2 * left + 60}" height="${H - shopY}" fill="${tint.shop}"/>
    <rect x="${left + 40}" y="${shopY + 30}" width="420" height="${H - shopY - 30}" fill="url(#glass)"/>
    <rect x="${left + 520}" y="${shopY + 20}" width="130" height="${H - shopY - 20}" fill="#3b2a1e"/>
    <rect x="${left + 710}" y="${shopY + 30}" width="340" height="${H - shopY - 30}" fill="url(#glass)"/>
    <rect x="${left + 40}" y="${shopY + 6}" width="1010" height="18" fill="${tint.awning}"/>
    <rect x="0" y="${H - 26}" width="${W}" height="26" fill="#8d8a84"/>
    <rect x="-20" y="${top - 40}" width="${left - 10}" height="${H}" fill="${tint.neighbour}"/>
    <rect x="${W - left + 30}" y="${top - 10}" width="${left}" height="${H}" fill="${tint.neighbour}"/>
    <!-- tree in front -->
    <rect x="1150" y="520" width="18" height="320" fill="#4a3b2c"/>
    <g fill="#5d7d45" opacity="0.95"><circle cx="1160" cy="470" r="110"/><circle cx="1080" cy="520" r="80"/><circle cx="1240" cy="520" r="90"/></g>
    <g fill="#4b6a37" opacity="0.9"><circle cx="1190" cy="430" r="70"/><circle cx="1110" cy="470" r="60"/></g>`;
  return frame(body, tint);
}

/** A terrace with its plants and the city beyond (the Sablon flat). */
export function terrace(tint) {
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${Array.from(
      { length: 9 },
      (
        _,
        i,
      ) => `<rect x="${i * 150 - 20}" y="${300 + ((i * 37) % 90)}" width="${130 + ((i * 13) % 40)}" height="500" fill="${i % 2 ? tint.stone : tint.stoneDark}" opacity="0.85"/>
      <path d="M${i * 150 - 20} ${300 + ((i * 37) % 90)} l${65 + ((i * 13) % 20)} -50 l${65 + ((i * 13) % 20)} 50 Z" fill="${tint.roof}"/>`,
    ).join('')}
    <rect x="600" y="170" width="40" height="200" fill="${tint.stoneDark}"/><path d="M590 170 L620 90 L650 170 Z" fill="${tint.roof}"/>
    <rect y="560" width="${W}" height="${H - 560}" fill="url(#boards)"/>
    <rect y="500" width="${W}" height="70" fill="#e9e4da" opacity="0.55"/>
    <rect y="496" width="${W}" height="8" fill="#2a2a2a"/>
    ${Array.from({ length: 33 }, (_, i) => `<rect x="${i * 40}" y="500" width="4" height="66" fill="#2a2a2a"/>`).join('')}
    <ellipse cx="330" cy="760" rx="200" ry="30" fill="#000" opacity="0.2" filter="url(#blur8)"/>
    <rect x="200" y="640" width="260" height="14" rx="6" fill="#d9d2c3"/>
    <rect x="220" y="654" width="10" height="100" fill="#333"/><rect x="430" y="654" width="10" height="100" fill="#333"/>
    <rect x="520" y="600" width="120" height="16" rx="6" fill="${tint.accent}"/><rect x="530" y="616" width="8" height="130" fill="#333"/><rect x="624" y="616" width="8" height="130" fill="#333"/>
    <rect x="520" y="560" width="16" height="56" fill="#333"/>
    <path d="M960 800 L940 680 L1060 680 L1040 800 Z" fill="#b86f4b"/>
    <g fill="#4f7a3d"><circle cx="1000" cy="620" r="70"/><circle cx="950" cy="650" r="50"/><circle cx="1060" cy="650" r="50"/></g>
    <path d="M120 820 L110 720 L190 720 L180 820 Z" fill="#b86f4b"/>
    <g fill="#6a8f4a"><ellipse cx="150" cy="670" rx="20" ry="70" transform="rotate(-20 150 670)"/><ellipse cx="160" cy="670" rx="20" ry="70" transform="rotate(20 160 670)"/></g>`;
  return frame(body, tint);
}

/** A bedroom or kitchen corner: the second photo of each flat. */
export function kitchen(tint) {
  const body = `
    <rect width="${W}" height="${H}" fill="${tint.wall}"/>
    <rect y="600" width="${W}" height="${H - 600}" fill="url(#boards)"/>
    <rect width="${W}" height="600" fill="url(#wallLight)"/>
    <rect y="596" width="${W}" height="10" fill="#000" opacity="0.18" filter="url(#blur3)"/>
    ${frenchWindow(980, 120, 190, 380, tint)}
    <rect x="980" y="600" width="190" height="160" fill="url(#floorGloss)" filter="url(#blur8)"/>
    <rect x="80" y="120" width="760" height="150" fill="${tint.cabinet}"/>
    ${Array.from({ length: 4 }, (_, i) => `<rect x="${92 + i * 188}" y="132" width="176" height="126" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`).join('')}
    <rect x="80" y="300" width="760" height="150" fill="#e7e2d8"/>
    ${Array.from({ length: 12 }, (_, r) => Array.from({ length: 25 }, (_, c) => `<rect x="${80 + c * 30.4}" y="${300 + r * 12.5}" width="29" height="11.5" fill="#f4f1ea"/>`).join('')).join('')}
    <rect x="60" y="450" width="800" height="24" fill="${tint.counter}"/>
    <rect x="80" y="474" width="760" height="150" fill="${tint.cabinet}"/>
    ${Array.from({ length: 4 }, (_, i) => `<rect x="${92 + i * 188}" y="486" width="176" height="126" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><rect x="${170 + i * 188}" y="500" width="24" height="5" rx="2" fill="#c9c2b4"/>`).join('')}
    <rect x="360" y="410" width="120" height="40" rx="6" fill="#b9bcbf"/>
    <path d="M420 410 v-60 h40" stroke="#9a9da0" stroke-width="8" fill="none"/>
    <circle cx="640" cy="420" r="30" fill="#d8602f"/><rect x="600" y="425" width="80" height="25" fill="#d8602f"/>
    <rect x="160" y="400" width="60" height="50" rx="6" fill="#f0ede6"/>
    <g fill="#4f7a3d"><circle cx="190" cy="392" r="18"/><circle cx="176" cy="400" r="14"/><circle cx="206" cy="400" r="14"/></g>
    <ellipse cx="620" cy="800" rx="230" ry="28" fill="#000" opacity="0.2" filter="url(#blur8)"/>
    <rect x="420" y="650" width="400" height="22" rx="4" fill="#8a6446"/>
    <rect x="440" y="672" width="12" height="130" fill="#5b4330"/><rect x="788" y="672" width="12" height="130" fill="#5b4330"/>
    <path d="M380 800 v-150 h60 v60" stroke="#2c2c2c" stroke-width="8" fill="none"/>
    <path d="M860 800 v-150 h-60 v60" stroke="#2c2c2c" stroke-width="8" fill="none"/>
    <rect x="560" y="620" width="24" height="30" rx="4" fill="#eee"/><rect x="640" y="628" width="40" height="22" rx="10" fill="#c9d5c2"/>`;
  return frame(body, tint);
}

const PARIS = {
  interior: true,
  skyTop: '#7fa7cf',
  skyBottom: '#d9e6f0',
  wall: '#ece6da',
  trim: '#f7f3ea',
  floor: '#9a6b43',
  curtain: '#d8cfbf',
  rug: '#a8886a',
  sofa: '#5f6f7a',
  sofaDark: '#4f5d67',
  cushion: '#d9a441',
  cushion2: '#c7d1c5',
  accent: '#4c6b7d',
  stone: '#e3d6bd',
  stoneDark: '#cbbd9f',
  stoneLight: '#efe5d1',
  roof: '#5f6a73',
  shop: '#2f3d36',
  awning: '#7a2e2e',
  neighbour: '#d5c6a8',
  cabinet: '#e9e6df',
  counter: '#6d5644',
  continuousBalcony: true,
};
const BRUSSELS = {
  ...PARIS,
  skyTop: '#8ea4b8',
  skyBottom: '#e3e7ea',
  wall: '#e9e1d4',
  floor: '#7d5a3c',
  sofa: '#7a5f4e',
  sofaDark: '#684f40',
  cushion: '#3f5e74',
  cushion2: '#e2d4b9',
  rug: '#6f7f8c',
  stone: '#d9c9b6',
  stoneDark: '#b8a48b',
  stoneLight: '#ece2d4',
  roof: '#4b4e52',
  shop: '#3d2f2a',
  awning: '#2e4a3a',
  neighbour: '#c4b29a',
  cabinet: '#3f5a4e',
  counter: '#d8d2c6',
  accent: '#7d6a4f',
  continuousBalcony: false,
};

/** File name → [scene, palette]: two photos per demo listing, named after its reference. */
export const DEMO_PHOTO_SCENES = {
  'mar-loc-101-1': [livingRoom, PARIS],
  'mar-loc-101-2': [kitchen, PARIS],
  'mar-ven-202-1': [facade, { ...PARIS, interior: false }],
  'mar-ven-202-2': [
    livingRoom,
    {
      ...PARIS,
      mirror: true,
      wall: '#e6e9e4',
      sofa: '#a2683f',
      sofaDark: '#8a5734',
      cushion: '#2f4858',
      cushion2: '#e7dcc3',
      rug: '#5e6d73',
    },
  ],
  'sab-huur-11-1': [terrace, { ...BRUSSELS, interior: false }],
  'sab-huur-11-2': [livingRoom, BRUSSELS],
  'sab-koop-12-1': [facade, { ...BRUSSELS, interior: false }],
  'sab-koop-12-2': [kitchen, { ...BRUSSELS, mirror: true }],
};
