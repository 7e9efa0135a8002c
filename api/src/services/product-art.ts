/**
 * Product illustrations for the demo marketplace, drawn as SVG from a kind, a hue and a variant:
 * every seeded product gets its own pictures without shipping hundreds of files.
 */
export const ART_KINDS = [
  'phone',
  'laptop',
  'audio',
  'car',
  'scooter',
  'part',
  'kitchen',
  'aircon',
  'fabric',
  'garment',
  'loader',
  'machine',
  'engine',
  'solar',
  'battery',
  'steel',
  'tiles',
  'printer',
  'beans',
  'fruit',
  'bottle',
  'ore',
  'crate',
  'logo',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

const SHAPES: Record<ArtKind, (fg: string, accent: string) => string> = {
  phone: (fg, a) =>
    `<rect x="230" y="90" width="140" height="260" rx="22" fill="${fg}"/><rect x="242" y="112" width="116" height="210" rx="8" fill="${a}"/><circle cx="300" cy="336" r="7" fill="${a}"/>`,
  laptop: (fg, a) =>
    `<rect x="170" y="120" width="260" height="165" rx="10" fill="${fg}"/><rect x="184" y="134" width="232" height="137" fill="${a}"/><path d="M130 300h340l-24 30H154z" fill="${fg}"/>`,
  audio: (fg, a) =>
    `<path d="M200 250v-40a100 100 0 0 1 200 0v40" stroke="${fg}" stroke-width="22" fill="none"/><rect x="178" y="240" width="50" height="90" rx="18" fill="${a}"/><rect x="372" y="240" width="50" height="90" rx="18" fill="${a}"/>`,
  car: (fg, a) =>
    `<path d="M130 280l30-70q10-25 40-25h200q30 0 40 25l30 70z" fill="${fg}"/><rect x="120" y="270" width="360" height="50" rx="14" fill="${fg}"/><rect x="200" y="200" width="200" height="55" rx="8" fill="${a}"/><circle cx="200" cy="325" r="30" fill="#222"/><circle cx="400" cy="325" r="30" fill="#222"/>`,
  scooter: (fg, a) =>
    `<circle cx="190" cy="320" r="36" fill="none" stroke="${fg}" stroke-width="14"/><circle cx="420" cy="320" r="36" fill="none" stroke="${fg}" stroke-width="14"/><path d="M190 320h150l50-170h40" stroke="${a}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  part: (fg, a) => `<circle cx="300" cy="230" r="110" fill="${fg}"/><circle cx="300" cy="230" r="70" fill="${a}"/><circle cx="300" cy="230" r="28" fill="${fg}"/>`,
  kitchen: (fg, a) =>
    `<rect x="190" y="120" width="220" height="220" rx="36" fill="${fg}"/><rect x="222" y="160" width="156" height="110" rx="16" fill="${a}"/><circle cx="300" cy="305" r="14" fill="${a}"/>`,
  aircon: (fg, a) =>
    `<rect x="120" y="160" width="360" height="110" rx="26" fill="${fg}"/><path d="M150 250h300" stroke="${a}" stroke-width="10"/><path d="M190 300q20 20 0 40M300 300q20 20 0 40M410 300q20 20 0 40" stroke="${a}" stroke-width="8" fill="none"/>`,
  fabric: (fg, a) =>
    `<path d="M150 140h300v200H150z" fill="${fg}"/><path d="M150 140l300 200M450 140L150 340M300 140v200M150 240h300" stroke="${a}" stroke-width="6" opacity=".6"/>`,
  garment: (fg, a) => `<path d="M230 120l-90 50 30 60 40-20v150h180V210l40 20 30-60-90-50q-30 30-70 0z" fill="${fg}"/><path d="M255 260h90" stroke="${a}" stroke-width="12"/>`,
  loader: (fg, a) =>
    `<rect x="250" y="180" width="140" height="100" rx="10" fill="${fg}"/><rect x="300" y="140" width="70" height="60" fill="${a}"/><path d="M250 240l-80 40v40h60" stroke="${fg}" stroke-width="18" fill="none"/><circle cx="280" cy="320" r="34" fill="#222"/><circle cx="380" cy="320" r="34" fill="#222"/>`,
  machine: (fg, a) =>
    `<rect x="150" y="150" width="300" height="180" rx="12" fill="${fg}"/><rect x="180" y="180" width="160" height="100" rx="6" fill="${a}"/><circle cx="395" cy="210" r="20" fill="${a}"/><circle cx="395" cy="270" r="20" fill="${a}"/>`,
  engine: (fg, a) =>
    `<rect x="170" y="170" width="260" height="150" rx="14" fill="${fg}"/><rect x="200" y="130" width="40" height="40" fill="${a}"/><rect x="260" y="130" width="40" height="40" fill="${a}"/><rect x="320" y="130" width="40" height="40" fill="${a}"/><circle cx="300" cy="245" r="40" fill="${a}"/>`,
  solar: (fg, a) =>
    `<path d="M160 300l60-170h220l-60 170z" fill="${fg}"/><path d="M195 215h230M180 258h230M273 130l-40 170M347 130l-40 170" stroke="${a}" stroke-width="6"/><path d="M290 300v40h40v-40" fill="${fg}"/>`,
  battery: (fg, a) =>
    `<rect x="180" y="140" width="240" height="200" rx="18" fill="${fg}"/><rect x="270" y="120" width="60" height="24" rx="6" fill="${fg}"/><path d="M310 170l-50 80h45l-20 70 60-95h-45z" fill="${a}"/>`,
  steel: (fg, a) =>
    `<ellipse cx="300" cy="240" rx="150" ry="95" fill="${fg}"/><ellipse cx="300" cy="240" rx="60" ry="38" fill="${a}"/><ellipse cx="300" cy="240" rx="110" ry="70" fill="none" stroke="${a}" stroke-width="4" opacity=".6"/>`,
  tiles: (fg, a) =>
    `<rect x="160" y="120" width="135" height="105" fill="${fg}"/><rect x="305" y="120" width="135" height="105" fill="${a}"/><rect x="160" y="235" width="135" height="105" fill="${a}"/><rect x="305" y="235" width="135" height="105" fill="${fg}"/>`,
  printer: (fg, a) =>
    `<rect x="160" y="180" width="280" height="120" rx="14" fill="${fg}"/><rect x="210" y="120" width="180" height="70" fill="${a}"/><rect x="210" y="270" width="180" height="80" fill="#fff"/><circle cx="400" cy="215" r="9" fill="${a}"/>`,
  beans: (fg, a) =>
    `<ellipse cx="250" cy="220" rx="60" ry="42" transform="rotate(-25 250 220)" fill="${fg}"/><ellipse cx="350" cy="260" rx="60" ry="42" transform="rotate(20 350 260)" fill="${fg}"/><path d="M215 240q35-40 70-40M315 240q35 40 70 40" stroke="${a}" stroke-width="8" fill="none"/>`,
  fruit: (fg, a) =>
    `<circle cx="300" cy="250" r="100" fill="${fg}"/><circle cx="300" cy="270" r="42" fill="${a}"/><path d="M300 150q20-40 60-40" stroke="#2f6b2f" stroke-width="12" fill="none"/>`,
  bottle: (fg, a) => `<path d="M275 110h50v60q40 20 40 70v110h-130V240q0-50 40-70z" fill="${fg}"/><rect x="245" y="260" width="110" height="60" rx="6" fill="${a}"/>`,
  ore: (fg, a) => `<path d="M170 300l40-110 90-50 100 60 30 100-70 40H230z" fill="${fg}"/><path d="M260 220l40 30 50-20" stroke="${a}" stroke-width="10" fill="none"/>`,
  crate: (fg, a) => `<rect x="170" y="150" width="260" height="190" rx="8" fill="${fg}"/><path d="M170 150l260 190M430 150L170 340" stroke="${a}" stroke-width="12"/>`,
  logo: (fg, a) => `<circle cx="300" cy="230" r="120" fill="${fg}"/><path d="M230 270q70-120 140 0" stroke="${a}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
};

/** An SVG picture of a product kind in a hue (0–359); variants differ in background and angle. */
export function productArt(kind: ArtKind, hue: number, variant: number): string {
  const h = ((hue % 360) + 360) % 360;
  const bg = `hsl(${h} 45% ${variant % 2 ? 94 : 90}%)`;
  const fg = `hsl(${h} 55% 32%)`;
  const accent = `hsl(${(h + 160) % 360} 65% 62%)`;
  const tilt = [0, -6, 6][variant % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="460" viewBox="0 0 600 460" role="img" aria-hidden="true"><rect width="600" height="460" fill="${bg}"/><circle cx="${80 + variant * 60}" cy="70" r="140" fill="${accent}" opacity=".18"/><g transform="rotate(${tilt} 300 230)">${SHAPES[kind](fg, accent)}</g></svg>`;
}

/** The URL of a picture, as seeded goods and brands store it. */
export function artUrl(kind: ArtKind, hue: number, variant: number): string {
  return `/static/art/${kind}-${hue}-${variant}.svg`;
}

export function parseArtName(name: string): { kind: ArtKind; hue: number; variant: number } | null {
  const match = /^([a-z]+)-(\d{1,3})-(\d)\.svg$/.exec(name);
  if (!match || !(ART_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as ArtKind, hue: Number(match[2]), variant: Number(match[3]) };
}
