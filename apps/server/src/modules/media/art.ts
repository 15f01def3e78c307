import { escapeXml, seededFrom, shade, svgDoc } from '@app/domain/shared/svg';

const PALETTE = ['#0f766e', '#1d4ed8', '#9a3412', '#4d7c0f', '#6d28d9', '#be123c', '#0369a1', '#a16207'];

/** A wordmark logo for a brand or a showroom: initials in a badge and the name. */
export function wordmarkSvg(name: string) {
  const rand = seededFrom(name);
  const color = PALETTE[Math.floor(rand() * PALETTE.length)];
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  return svgDoc(
    320,
    96,
    `<rect width="320" height="96" rx="12" fill="#ffffff"/><rect x="12" y="16" width="64" height="64" rx="14" fill="${color}"/><text x="44" y="58" text-anchor="middle" font-family="Georgia, serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(initials)}</text><text x="90" y="56" font-family="Helvetica, Arial, sans-serif" font-size="${name.length > 18 ? 17 : 21}" font-weight="700" fill="#0f172a">${escapeXml(name)}</text>`,
    name,
  );
}

const ROOM_COLORS: Record<string, [string, string, string]> = {
  bathroom: ['#e0f2fe', '#94a3b8', '#f8fafc'],
  kitchen: ['#fef3c7', '#78716c', '#e7e5e4'],
  'living-room': ['#ede9fe', '#a8a29e', '#d6d3d1'],
  'landscaping-outdoor': ['#dcfce7', '#65a30d', '#a8a29e'],
};

/** A simple room illustration for the home page's inspired-design tabs (wall, floor, window, furniture). */
export function roomSvg(tab: string, n: number) {
  const rand = seededFrom(`${tab}-${n}`);
  const [wall, accent, floor] = ROOM_COLORS[tab] ?? ROOM_COLORS.kitchen;
  const wallTone = shade(wall, (rand() - 0.5) * 0.2);
  const floorTone = shade(floor, (rand() - 0.5) * 0.3);
  const items =
    tab === 'landscaping-outdoor'
      ? `<rect x="0" y="300" width="800" height="200" fill="${shade(accent, -0.1)}"/><rect x="${200 + rand() * 200}" y="250" width="260" height="120" rx="10" fill="#7dd3fc"/><circle cx="${100 + rand() * 80}" cy="200" r="70" fill="#4d7c0f"/>`
      : `<rect x="${80 + rand() * 120}" y="90" width="180" height="150" fill="#bae6fd" stroke="#fff" stroke-width="8"/><rect x="${380 + rand() * 120}" y="${230 + rand() * 30}" width="${220 + rand() * 80}" height="${110 + rand() * 40}" rx="12" fill="${shade(accent, (rand() - 0.5) * 0.4)}"/>`;
  return svgDoc(
    800,
    500,
    `<rect width="800" height="500" fill="${wallTone}"/><polygon points="0,340 800,340 800,500 0,500" fill="${floorTone}"/>${items}`,
    `${tab.replace(/-/g, ' ')} design ${n}`,
  );
}

/** Category tile art: a swatch band in the category's colours with its name. */
export function categorySvg(slug: string) {
  const rand = seededFrom(slug);
  const base = PALETTE[Math.floor(rand() * PALETTE.length)];
  let stripes = '';
  for (let i = 0; i < 6; i++) {
    stripes += `<rect x="${i * 70}" y="0" width="70" height="300" fill="${shade(base, i * 0.12 - 0.2)}"/>`;
  }
  return svgDoc(
    400,
    300,
    `${stripes}<rect x="0" y="210" width="400" height="90" fill="rgba(15,23,42,.55)"/>`,
    slug,
  );
}
