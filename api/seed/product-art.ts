/**
 * Illustrations for the demo marketplace, drawn as SVG when it is seeded: one drawing per kind of
 * goods (a TV is a TV, soybeans are soybeans), coloured by a hue and varied by a variant, plus brand
 * marks (a monogram of the brand's initials in its colours). Nothing is downloaded or shipped as
 * files: the seed stores URLs such as /static/art/tv-250-1.svg or /static/art/mark-hq-200-1.svg, and
 * draws each picture they name into the file store (seed/art.ts), which the server serves them from.
 */

interface Palette {
  /** The main colour of the object. */
  fg: string;
  /** A second colour that goes with it. */
  accent: string;
  /** Outlines, tyres, screens. */
  dark: string;
  /** Highlights. */
  light: string;
}

type Draw = (p: Palette) => string;

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#262a30"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.5)}" fill="#c9ced6"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.18)}" fill="#262a30"/>`;

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Goods, in the order of the categories they belong to. */
const GOODS = {
  // Phones and electronics.
  phone: (p) =>
    `<rect x="236" y="84" width="128" height="262" rx="24" fill="${p.dark}"/><rect x="246" y="100" width="108" height="230" rx="14" fill="${p.fg}"/><rect x="284" y="92" width="32" height="7" rx="3.5" fill="#11151a"/>` +
    range(6)
      .map((i) => `<rect x="${258 + (i % 3) * 30}" y="${124 + Math.floor(i / 3) * 34}" width="22" height="22" rx="6" fill="${i % 2 ? p.light : p.accent}"/>`)
      .join('') +
    `<rect x="258" y="292" width="84" height="14" rx="7" fill="${p.light}" opacity=".7"/>`,
  rugged: (p) =>
    `<rect x="224" y="80" width="152" height="276" rx="30" fill="#f08a24"/><rect x="240" y="96" width="120" height="244" rx="18" fill="#2b2f36"/><rect x="252" y="116" width="96" height="180" rx="8" fill="${p.fg}"/><path d="M252 250l30-36 24 26 18-18 24 28v46h-96z" fill="${p.light}" opacity=".6"/>` +
    [
      [232, 88],
      [368, 88],
      [232, 348],
      [368, 348],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#2b2f36"/><circle cx="${x}" cy="${y}" r="3.5" fill="#c9ced6"/>`)
      .join('') +
    `<circle cx="300" cy="318" r="9" fill="#454b55"/>`,
  tablet: (p) =>
    `<rect x="150" y="110" width="300" height="210" rx="20" fill="${p.dark}"/><rect x="166" y="124" width="268" height="182" rx="8" fill="${p.light}"/><circle cx="214" cy="172" r="26" fill="${p.accent}"/><rect x="256" y="152" width="150" height="14" rx="7" fill="${p.fg}"/><rect x="256" y="178" width="110" height="12" rx="6" fill="${p.fg}" opacity=".5"/><rect x="186" y="222" width="220" height="60" rx="8" fill="${p.fg}" opacity=".25"/><path d="M420 330l36-150 14 4-36 150-12 8z" fill="${p.accent}"/>`,
  laptop: (p) =>
    `<rect x="168" y="110" width="264" height="172" rx="12" fill="${p.dark}"/><rect x="182" y="124" width="236" height="144" rx="4" fill="${p.fg}"/><path d="M196 250l60-60 40 36 50-54 58 78z" fill="${p.light}" opacity=".55"/><path d="M124 292h352l-26 38H150z" fill="#c9ced6"/><rect x="262" y="300" width="76" height="8" rx="4" fill="#9aa1ab"/>`,
  earbuds: (p) =>
    `<rect x="190" y="206" width="220" height="132" rx="56" fill="${p.light}"/><path d="M190 262q0-70 110-70t110 70z" fill="#fff" stroke="${p.dark}" stroke-width="4"/><rect x="190" y="258" width="220" height="8" fill="${p.dark}" opacity=".25"/><circle cx="300" cy="306" r="6" fill="${p.accent}"/>` +
    `<g transform="rotate(-18 220 150)"><ellipse cx="220" cy="142" rx="34" ry="30" fill="#fff" stroke="${p.dark}" stroke-width="4"/><rect x="208" y="150" width="22" height="70" rx="11" fill="#fff" stroke="${p.dark}" stroke-width="4"/><circle cx="214" cy="136" r="10" fill="${p.fg}"/></g>` +
    `<g transform="rotate(18 380 150)"><ellipse cx="380" cy="142" rx="34" ry="30" fill="#fff" stroke="${p.dark}" stroke-width="4"/><rect x="370" y="150" width="22" height="70" rx="11" fill="#fff" stroke="${p.dark}" stroke-width="4"/><circle cx="386" cy="136" r="10" fill="${p.fg}"/></g>`,
  headphones: (p) =>
    `<path d="M186 262v-52a114 114 0 0 1 228 0v52" stroke="${p.dark}" stroke-width="24" fill="none" stroke-linecap="round"/><rect x="150" y="236" width="82" height="112" rx="34" fill="${p.fg}"/><rect x="368" y="236" width="82" height="112" rx="34" fill="${p.fg}"/><rect x="200" y="248" width="30" height="88" rx="14" fill="${p.accent}"/><rect x="370" y="248" width="30" height="88" rx="14" fill="${p.accent}"/>`,
  speaker: (p) =>
    `<rect x="136" y="160" width="328" height="150" rx="75" fill="${p.fg}"/><rect x="150" y="174" width="300" height="122" rx="61" fill="${p.dark}" opacity=".35"/>` +
    range(42)
      .map((i) => `<circle cx="${178 + (i % 14) * 19}" cy="${200 + Math.floor(i / 14) * 34}" r="4.5" fill="${p.light}" opacity=".8"/>`)
      .join('') +
    `<rect x="260" y="140" width="80" height="26" rx="10" fill="${p.dark}"/><circle cx="282" cy="153" r="5" fill="${p.accent}"/><circle cx="318" cy="153" r="5" fill="${p.accent}"/>`,
  tv: (p) =>
    `<rect x="104" y="86" width="392" height="236" rx="10" fill="#1d2127"/><rect x="114" y="96" width="372" height="216" fill="${p.fg}"/><circle cx="412" cy="142" r="24" fill="#ffd166"/><path d="M114 312l96-110 66 70 60-56 150 96z" fill="${p.dark}" opacity=".7"/><path d="M114 312l130-80 110 80z" fill="${p.accent}" opacity=".8"/><path d="M190 322l-26 34M410 322l26 34" stroke="#1d2127" stroke-width="10" stroke-linecap="round"/><rect x="276" y="318" width="48" height="6" rx="3" fill="#454b55"/>`,

  // Vehicles and parts.
  suv: (p) =>
    `<path d="M96 302V138q0-18 18-18h246q14 0 22 10l52 66 52 10q20 4 24 24l4 72z" fill="${p.fg}"/><path d="M112 138h98v58h-98zM222 138h108v58H222zM342 138h24l44 58h-68z" fill="${p.light}" opacity=".85"/><path d="M124 112h230" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/><path d="M124 112v10M354 112v10" stroke="${p.dark}" stroke-width="6"/><rect x="90" y="286" width="428" height="24" rx="10" fill="${p.dark}"/><rect x="488" y="222" width="24" height="14" rx="6" fill="#ffd166"/><rect x="96" y="214" width="16" height="20" rx="4" fill="#e24d4d"/>${wheel(186, 310, 46)}${wheel(420, 310, 46)}`,
  van: (p) =>
    `<path d="M86 306V134q0-20 20-20h262q16 0 26 12l78 94q10 12 26 16l16 4q12 4 12 18v48z" fill="#f4f5f7" stroke="${p.dark}" stroke-width="5"/><path d="M384 134l66 82h-74q-8 0-8-8v-66q0-8 16-8z" fill="${p.light}"/><path d="M86 232h432" stroke="${p.fg}" stroke-width="22"/><path d="M250 120v180" stroke="${p.dark}" stroke-width="4" opacity=".4"/><rect x="330" y="250" width="22" height="6" rx="3" fill="${p.dark}"/>${wheel(170, 312, 40)}${wheel(430, 312, 40)}`,
  pickup: (p) =>
    `<path d="M90 300v-70h190v-70q0-12 12-12h96q14 0 22 10l46 62 36 8q16 4 18 20l4 52z" fill="${p.fg}"/><path d="M304 164h72l40 56h-112z" fill="${p.light}" opacity=".85"/><path d="M90 230h190" stroke="${p.dark}" stroke-width="8"/><rect x="84" y="286" width="436" height="22" rx="10" fill="${p.dark}"/>${wheel(170, 308, 42)}${wheel(424, 308, 42)}`,
  scooter: (p) =>
    `<circle cx="176" cy="322" r="38" fill="none" stroke="#262a30" stroke-width="16"/><circle cx="430" cy="322" r="38" fill="none" stroke="#262a30" stroke-width="16"/><path d="M176 322h180" stroke="${p.fg}" stroke-width="22" stroke-linecap="round"/><path d="M356 322l44-200" stroke="${p.fg}" stroke-width="16" stroke-linecap="round"/><path d="M372 118h66" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/><path d="M400 122l30 200" stroke="${p.fg}" stroke-width="10"/><rect x="200" y="300" width="130" height="12" rx="6" fill="${p.accent}"/>`,
  cargobike: (p) =>
    `<rect x="96" y="200" width="150" height="96" rx="8" fill="${p.accent}"/><path d="M110 222h122M110 248h122M110 274h122" stroke="${p.dark}" stroke-width="4" opacity=".3"/><circle cx="170" cy="330" r="34" fill="none" stroke="#262a30" stroke-width="12"/><circle cx="440" cy="320" r="44" fill="none" stroke="#262a30" stroke-width="12"/><path d="M170 330l40-30h150l80 20M360 300l-40-110M304 186h46M250 300l70-110M360 300l40-90h40" stroke="${p.fg}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="300" y="176" width="56" height="14" rx="7" fill="${p.dark}"/><rect x="332" y="230" width="40" height="54" rx="8" fill="${p.dark}"/>`,
  moped: (p) =>
    `<path d="M150 300q0-80 90-80h80l40-90h40l-30 110q70 10 80 60z" fill="${p.fg}"/><rect x="210" y="196" width="130" height="30" rx="15" fill="${p.dark}"/><path d="M370 128h52" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/><circle cx="416" cy="150" r="14" fill="#ffd166"/>${wheel(180, 318, 40)}${wheel(432, 318, 40)}`,
  brakes: (p) =>
    `<circle cx="270" cy="236" r="128" fill="#b8bec7"/><circle cx="270" cy="236" r="104" fill="none" stroke="#9aa1ab" stroke-width="6" stroke-dasharray="6 12"/><circle cx="270" cy="236" r="54" fill="#7d848e"/>` +
    range(5)
      .map((i) => {
        const a = (i * 72 * Math.PI) / 180;
        return `<circle cx="${Math.round(270 + 32 * Math.cos(a))}" cy="${Math.round(236 + 32 * Math.sin(a))}" r="8" fill="#3b4048"/>`;
      })
      .join('') +
    `<path d="M352 124q92 30 92 112t-92 112l-20-40q56-20 56-72t-56-72z" fill="${p.fg}"/><rect x="408" y="200" width="40" height="72" rx="10" fill="${p.accent}"/>`,
  bulb: (p) =>
    `<rect x="120" y="204" width="96" height="52" rx="8" fill="${p.dark}"/>` +
    range(6)
      .map((i) => `<rect x="${228 + i * 18}" y="184" width="10" height="92" rx="3" fill="#9aa1ab"/>`)
      .join('') +
    `<rect x="336" y="208" width="150" height="44" rx="8" fill="#d9dde3"/><rect x="364" y="216" width="22" height="28" rx="3" fill="#ffd166"/><rect x="410" y="216" width="22" height="28" rx="3" fill="#ffd166"/><path d="M496 230h60M492 196l50-26M492 264l50 26" stroke="#ffd166" stroke-width="8" stroke-linecap="round"/><circle cx="168" cy="230" r="10" fill="${p.accent}"/>`,

  // Home appliances.
  fryer: (p) =>
    `<path d="M196 120q0-30 30-30h148q30 0 30 30l16 220q2 18-16 18H196q-18 0-16-18z" fill="${p.fg}"/><rect x="240" y="112" width="120" height="46" rx="12" fill="${p.dark}"/><circle cx="272" cy="135" r="8" fill="${p.accent}"/><rect x="292" y="128" width="48" height="14" rx="4" fill="${p.light}"/><rect x="206" y="210" width="188" height="120" rx="14" fill="${p.dark}" opacity=".8"/><rect x="270" y="250" width="60" height="22" rx="11" fill="${p.light}"/>`,
  microwave: (p) =>
    `<rect x="110" y="120" width="380" height="220" rx="18" fill="${p.fg}"/><rect x="130" y="140" width="260" height="180" rx="10" fill="${p.dark}"/><rect x="146" y="156" width="228" height="148" rx="6" fill="${p.light}" opacity=".35"/><ellipse cx="260" cy="280" rx="70" ry="14" fill="${p.light}" opacity=".5"/><rect x="404" y="144" width="70" height="34" rx="6" fill="#1d2127"/><text x="439" y="168" text-anchor="middle" font-family="monospace" font-size="20" fill="#7ee08a">12:00</text>` +
    range(9)
      .map((i) => `<rect x="${410 + (i % 3) * 22}" y="${196 + Math.floor(i / 3) * 22}" width="16" height="16" rx="4" fill="${p.light}"/>`)
      .join('') +
    `<circle cx="439" cy="296" r="18" fill="${p.accent}"/>`,
  aircon: (p) =>
    `<rect x="100" y="140" width="400" height="120" rx="28" fill="#f4f5f7" stroke="${p.dark}" stroke-width="4"/><path d="M118 232h364" stroke="${p.dark}" stroke-width="6" opacity=".4"/><rect x="400" y="168" width="60" height="20" rx="6" fill="#1d2127"/><text x="430" y="184" text-anchor="middle" font-family="monospace" font-size="15" fill="#7ee08a">24°</text><path d="M170 286q22 22 0 44M250 286q22 22 0 44M330 286q22 22 0 44M410 286q22 22 0 44" stroke="${p.fg}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  freezer: (p) =>
    `<rect x="110" y="190" width="380" height="160" rx="14" fill="#f4f5f7" stroke="${p.dark}" stroke-width="4"/><path d="M102 170h396v34H102z" fill="${p.fg}"/><rect x="270" y="180" width="60" height="12" rx="6" fill="${p.dark}"/><path d="M170 250l20 20M190 250l-20 20M180 244v32M164 260h32" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/><rect x="420" y="306" width="40" height="10" rx="5" fill="${p.accent}"/>`,
  fan: (p) =>
    `<path d="M300 280v70" stroke="${p.dark}" stroke-width="14"/><ellipse cx="300" cy="356" rx="80" ry="16" fill="${p.dark}"/><circle cx="300" cy="180" r="112" fill="none" stroke="${p.dark}" stroke-width="6"/><circle cx="300" cy="180" r="84" fill="none" stroke="${p.dark}" stroke-width="2" opacity=".5"/>` +
    range(3)
      .map((i) => `<ellipse cx="300" cy="124" rx="32" ry="56" fill="${p.fg}" opacity=".9" transform="rotate(${i * 120} 300 180)"/>`)
      .join('') +
    `<circle cx="300" cy="180" r="20" fill="${p.accent}"/>`,

  // Textiles and apparel.
  fabric: (p) =>
    `<path d="M140 150h300v190H140z" fill="${p.fg}"/><path d="M140 150h300v190H140z" fill="url(#twill)"/><ellipse cx="140" cy="245" rx="36" ry="95" fill="${p.dark}"/><ellipse cx="140" cy="245" rx="14" ry="38" fill="${p.light}"/><path d="M440 150q30 10 40 40v150q-12-28-40-28z" fill="${p.dark}" opacity=".6"/>` +
    `<defs><pattern id="twill" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="16" fill="${p.light}" opacity=".25"/></pattern></defs>`,
  knit: (p) =>
    `<rect x="150" y="100" width="300" height="260" rx="14" fill="${p.fg}"/>` +
    range(30)
      .map((i) => {
        const x = 170 + (i % 6) * 46;
        const y = 118 + Math.floor(i / 6) * 46;
        return `<path d="M${x} ${y}l20 30 20-30" stroke="${p.light}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      })
      .join(''),
  vest: (p) =>
    `<path d="M220 100l-70 40v200q0 14 14 14h104V170l-22-70zM380 100l70 40v200q0 14-14 14H332V170l22-70z" fill="#d8f03a"/><path d="M150 240h118M332 240h118M150 290h118M332 290h118" stroke="#c9ced6" stroke-width="16"/><path d="M268 170v184M332 170v184" stroke="${p.dark}" stroke-width="4"/><path d="M230 100q70 60 140 0" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
  overalls: (p) =>
    `<path d="M232 96h136l34 40 46 24-24 72-28-14v162h-78l-18-140-18 140h-78V218l-28 14-24-72 46-24z" fill="${p.fg}"/><path d="M300 110v120" stroke="${p.dark}" stroke-width="5" stroke-dasharray="8 8"/><rect x="252" y="164" width="30" height="30" rx="4" fill="${p.dark}" opacity=".4"/><path d="M222 300h58M320 300h58" stroke="#c9ced6" stroke-width="12"/>`,

  // Machinery.
  loader: (p) =>
    `<rect x="252" y="190" width="170" height="90" rx="10" fill="${p.fg}"/><path d="M320 120h80l12 70h-92z" fill="${p.dark}"/><path d="M330 130h60l8 50h-68z" fill="${p.light}" opacity=".8"/><path d="M252 220l-70 30" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/><path d="M108 212h90l-12 90H98z" fill="${p.dark}"/>${wheel(290, 300, 44)}${wheel(404, 300, 44)}`,
  excavator: (p) =>
    `<rect x="180" y="300" width="260" height="50" rx="25" fill="#262a30"/>` +
    range(6)
      .map((i) => `<circle cx="${206 + i * 42}" cy="325" r="12" fill="#7d848e"/>`)
      .join('') +
    `<rect x="200" y="232" width="200" height="64" rx="8" fill="${p.fg}"/><path d="M232 160h86v72h-86z" fill="${p.fg}"/><rect x="244" y="172" width="62" height="46" rx="4" fill="${p.light}" opacity=".85"/><path d="M390 240l70-110 60 60" stroke="${p.fg}" stroke-width="22" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path d="M506 180l20 70q-30 20-60 0z" fill="${p.dark}"/>`,
  lathe: (p) =>
    `<rect x="90" y="276" width="420" height="24" rx="6" fill="${p.dark}"/><rect x="110" y="300" width="40" height="56" fill="${p.dark}"/><rect x="450" y="300" width="40" height="56" fill="${p.dark}"/><rect x="96" y="150" width="110" height="126" rx="10" fill="${p.fg}"/><circle cx="230" cy="214" r="44" fill="#9aa1ab"/><circle cx="230" cy="214" r="16" fill="${p.dark}"/><rect x="270" y="204" width="130" height="20" fill="#c9ced6"/><rect x="400" y="176" width="84" height="100" rx="10" fill="${p.fg}"/><path d="M400 214h-30" stroke="${p.dark}" stroke-width="10"/><rect x="300" y="240" width="60" height="36" rx="4" fill="${p.accent}"/><rect x="112" y="168" width="60" height="36" rx="4" fill="${p.light}"/>`,
  laser: (p) =>
    `<path d="M80 300l60-90h320l60 90z" fill="#9aa1ab"/><path d="M110 300l46-68h288l46 68z" fill="#c9ced6"/>` +
    range(7)
      .map((i) => `<path d="M${160 + i * 44} 232l${-10 + i * 3} 68" stroke="#7d848e" stroke-width="3"/>`)
      .join('') +
    `<rect x="80" y="300" width="440" height="40" fill="${p.fg}"/><rect x="120" y="150" width="360" height="30" rx="6" fill="${p.fg}"/><rect x="290" y="176" width="34" height="48" rx="4" fill="${p.dark}"/><path d="M307 224v44" stroke="#ff4d4d" stroke-width="4"/><circle cx="307" cy="270" r="8" fill="#ffb3b3"/><path d="M230 282h80" stroke="#ff4d4d" stroke-width="3" opacity=".7"/>`,
  generator: (p) =>
    `<rect x="100" y="140" width="400" height="200" rx="10" fill="${p.fg}"/><rect x="100" y="140" width="400" height="26" rx="10" fill="${p.dark}"/>` +
    range(8)
      .map((i) => `<rect x="${126 + i * 22}" y="196" width="10" height="110" rx="3" fill="${p.dark}" opacity=".5"/>`)
      .join('') +
    `<rect x="330" y="190" width="140" height="96" rx="8" fill="${p.light}"/><rect x="346" y="204" width="70" height="28" rx="4" fill="#1d2127"/><circle cx="446" cy="218" r="10" fill="#e24d4d"/><circle cx="370" cy="262" r="10" fill="${p.accent}"/><circle cx="410" cy="262" r="10" fill="${p.accent}"/><rect x="110" y="340" width="380" height="14" fill="#262a30"/><rect x="440" y="110" width="26" height="34" fill="#454b55"/>`,
  engine: (p) =>
    `<rect x="160" y="190" width="260" height="130" rx="14" fill="${p.fg}"/>` +
    range(4)
      .map((i) => `<rect x="${178 + i * 58}" y="138" width="46" height="56" rx="6" fill="${p.dark}"/>`)
      .join('') +
    `<circle cx="452" cy="256" r="44" fill="#9aa1ab"/><circle cx="452" cy="256" r="18" fill="${p.dark}"/><path d="M160 236h-40v60h40" fill="${p.accent}"/><rect x="190" y="320" width="200" height="40" rx="6" fill="${p.dark}"/><path d="M186 226h208" stroke="${p.light}" stroke-width="8" opacity=".6"/>`,
  marine: (p) =>
    `<path d="M70 330h460l-40 60H120z" fill="#2f6fb3"/><path d="M60 392q30-16 60 0t60 0 60 0 60 0 60 0 60 0 60 0 60 0" stroke="#8cc4ff" stroke-width="8" fill="none"/><rect x="200" y="200" width="200" height="110" rx="12" fill="${p.fg}"/>` +
    range(3)
      .map((i) => `<rect x="${224 + i * 56}" y="160" width="40" height="44" rx="6" fill="${p.dark}"/>`)
      .join('') +
    `<rect x="196" y="310" width="208" height="20" fill="${p.dark}"/><path d="M400 254h70v40" stroke="#9aa1ab" stroke-width="14" fill="none"/><path d="M452 300l36 20-36 20z" fill="#9aa1ab"/>`,

  // Solar and energy.
  solar: (p) =>
    `<path d="M140 300l70-190h240l-70 190z" fill="#1f3b73"/><path d="M193 156h244M176 204h244M159 252h244M270 110l-70 190M350 110l-70 190" stroke="#8fb3e8" stroke-width="5"/><path d="M300 300v50M260 350h80" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/><circle cx="480" cy="96" r="34" fill="#ffd166"/>`,
  battery: (p) =>
    `<rect x="210" y="80" width="180" height="290" rx="20" fill="#f4f5f7" stroke="${p.dark}" stroke-width="5"/><rect x="232" y="110" width="136" height="32" rx="6" fill="${p.dark}"/>` +
    range(4)
      .map((i) => `<rect x="${242 + i * 30}" y="118" width="22" height="16" rx="3" fill="${i < 3 ? '#7ee08a' : '#454b55'}"/>`)
      .join('') +
    `<path d="M312 180l-46 80h40l-16 70 58-96h-42z" fill="${p.fg}"/><rect x="232" y="340" width="136" height="10" rx="5" fill="${p.accent}"/>`,
  inverter: (p) =>
    `<rect x="180" y="90" width="240" height="270" rx="14" fill="${p.fg}"/><rect x="212" y="120" width="176" height="86" rx="8" fill="#1d2127"/><path d="M226 176q20-34 40 0t40 0 40 0" stroke="#7ee08a" stroke-width="5" fill="none"/><circle cx="236" cy="236" r="8" fill="#7ee08a"/><circle cx="264" cy="236" r="8" fill="#ffd166"/><circle cx="292" cy="236" r="8" fill="${p.light}"/>` +
    range(5)
      .map((i) => `<rect x="${206 + i * 40}" y="360" width="20" height="26" rx="4" fill="${p.dark}"/>`)
      .join('') +
    `<rect x="212" y="270" width="176" height="60" rx="6" fill="${p.dark}" opacity=".35"/>`,
  streetlight: (p) =>
    `<path d="M300 370V150q0-40 40-40h90" stroke="${p.dark}" stroke-width="14" fill="none"/><rect x="400" y="96" width="110" height="30" rx="8" fill="${p.fg}"/><path d="M410 126h90l-45 90z" fill="#ffe9a6" opacity=".7"/><path d="M196 150l90-30v70l-90 30z" fill="#1f3b73"/><path d="M220 148v56M250 138v56M196 180l90-30" stroke="#8fb3e8" stroke-width="3"/><rect x="270" y="366" width="60" height="16" rx="4" fill="${p.dark}"/>`,

  // Steel and building materials.
  coil: (p) =>
    `<ellipse cx="300" cy="230" rx="150" ry="120" fill="#8e98a5"/><ellipse cx="300" cy="230" rx="122" ry="98" fill="none" stroke="#6d7784" stroke-width="4"/><ellipse cx="300" cy="230" rx="96" ry="76" fill="none" stroke="#6d7784" stroke-width="4"/><ellipse cx="300" cy="230" rx="70" ry="56" fill="none" stroke="#6d7784" stroke-width="4"/><ellipse cx="300" cy="230" rx="46" ry="36" fill="${p.dark}"/><path d="M150 230v0M300 110q140 10 150 120" stroke="#b8c0ca" stroke-width="6" fill="none"/><rect x="140" y="340" width="320" height="20" rx="4" fill="${p.fg}"/>`,
  rebar: (p) =>
    range(12)
      .map((i) => {
        const y = 150 + i * 16;
        return `<rect x="110" y="${y}" width="380" height="12" rx="6" fill="${i % 2 ? '#7d6a5c' : '#8c7767'}"/><path d="M116 ${y + 6}h368" stroke="#5d4d41" stroke-width="12" stroke-dasharray="3 9"/>`;
      })
      .join('') +
    `<rect x="180" y="140" width="18" height="210" rx="4" fill="${p.fg}"/><rect x="400" y="140" width="18" height="210" rx="4" fill="${p.fg}"/><rect x="404" y="200" width="60" height="40" rx="4" fill="#fff"/><path d="M412 214h44M412 226h30" stroke="${p.dark}" stroke-width="4"/>`,
  roofing: (p) =>
    `<path d="M100 180${range(8)
      .map(() => 'q25-40 50 0')
      .join('')}v120${range(8)
      .map(() => 'q-25-40-50 0')
      .join('')}z" fill="${p.fg}" transform="translate(0 0)"/><path d="M100 180${range(8)
      .map(() => 'q25-40 50 0')
      .join('')}" stroke="${p.light}" stroke-width="6" fill="none"/>` + `<path d="M100 300l-20 40h440l-20-40" fill="${p.dark}" opacity=".5"/>`,
  tiles: (p) =>
    `<path d="M120 340l80-220h200l80 220z" fill="${p.light}"/><path d="M170 200h260M140 270h320M266 120l-22 220M334 120l22 220M200 120l-64 220M400 120l64 220" stroke="${p.fg}" stroke-width="5"/><path d="M200 120h66l-6 80h-86zM334 200h96l20 70H356z" fill="${p.fg}" opacity=".35"/>`,
  pipes: (p) =>
    [
      [230, 300],
      [330, 300],
      [430, 300],
      [280, 214],
      [380, 214],
      [330, 128],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="50" fill="${p.fg}"/><circle cx="${x}" cy="${y}" r="34" fill="${p.dark}"/><circle cx="${x}" cy="${y}" r="34" fill="none" stroke="${p.light}" stroke-width="3" opacity=".6"/>`,
      )
      .join('') + `<path d="M100 360h140" stroke="${p.fg}" stroke-width="30" stroke-linecap="round"/>`,

  // Office machines.
  printer: (p) =>
    `<rect x="210" y="100" width="180" height="70" fill="#fff" stroke="${p.dark}" stroke-width="3"/><rect x="150" y="160" width="300" height="130" rx="16" fill="${p.fg}"/><rect x="170" y="180" width="260" height="14" rx="7" fill="${p.dark}" opacity=".3"/><circle cx="410" cy="222" r="9" fill="#7ee08a"/><rect x="200" y="270" width="200" height="86" fill="#fff" stroke="${p.dark}" stroke-width="3"/><path d="M220 296h160M220 316h120M220 336h140" stroke="${p.dark}" stroke-width="4" opacity=".35"/>`,
  copier: (p) =>
    `<rect x="170" y="110" width="260" height="60" rx="8" fill="${p.light}"/><path d="M180 110l20-22h200l20 22" fill="${p.fg}"/><rect x="170" y="170" width="260" height="190" rx="10" fill="#f4f5f7" stroke="${p.dark}" stroke-width="4"/>` +
    range(3)
      .map(
        (i) =>
          `<rect x="190" y="${240 + i * 38}" width="220" height="28" rx="6" fill="${p.fg}" opacity="${0.9 - i * 0.2}"/><rect x="280" y="${250 + i * 38}" width="40" height="8" rx="4" fill="${p.dark}"/>`,
      )
      .join('') +
    `<rect x="340" y="186" width="74" height="40" rx="6" fill="#1d2127"/><rect x="430" y="176" width="70" height="12" rx="4" fill="#fff" stroke="${p.dark}" stroke-width="2"/>`,
  toner: (p) =>
    `<path d="M120 200h330l40 30v50l-40 30H120z" fill="#262a30"/><rect x="140" y="212" width="240" height="86" rx="8" fill="${p.fg}"/><path d="M160 240h140M160 262h100" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="430" cy="256" r="16" fill="${p.accent}"/>`,

  // Coffee, cocoa and tea.
  coffee: () =>
    [
      [230, 200, -30],
      [360, 190, 20],
      [300, 290, -5],
      [190, 310, 40],
      [420, 300, -40],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="52" ry="38" fill="#6b4226"/><ellipse cx="${x}" cy="${y}" rx="52" ry="38" fill="none" stroke="#4a2c18" stroke-width="3"/><path d="M${x! - 42} ${y}q22-14 42 0t42 0" stroke="#3a2212" stroke-width="7" fill="none" stroke-linecap="round"/></g>`,
      )
      .join(''),
  cocoa: () =>
    `<g transform="rotate(-24 280 210)"><ellipse cx="280" cy="210" rx="150" ry="76" fill="#c8741f"/><path d="M140 210q140-40 280 0M150 180q130-40 260 0M150 240q130 40 260 0" stroke="#9c5512" stroke-width="6" fill="none"/><path d="M130 210l-34-8" stroke="#5d3a12" stroke-width="12" stroke-linecap="round"/></g>` +
    [
      [330, 320],
      [400, 330],
      [460, 300],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="22" fill="#5b3218"/><path d="M${x! - 18} ${y}h36" stroke="#3a1f0e" stroke-width="3"/>`)
      .join(''),
  yerba: () =>
    `<path d="M240 170q-70 10-70 100 0 80 100 90 100-10 100-90 0-90-70-100z" fill="#8b5a2b"/><ellipse cx="270" cy="172" rx="46" ry="14" fill="#5f8f2f"/><path d="M280 176l70-120" stroke="#c9ced6" stroke-width="10" stroke-linecap="round"/><path d="M200 260q70 20 140 0" stroke="#6b4220" stroke-width="6" fill="none"/>` +
    [
      [420, 220, 20],
      [460, 290, -30],
      [400, 320, 60],
    ]
      .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="16" fill="#4f8a2a" transform="rotate(${r} ${x} ${y})"/>`)
      .join(''),

  // Fresh fruit.
  avocado: () =>
    `<path d="M230 100q60 0 70 90 40 40 30 110-12 70-100 70t-100-70q-10-70 30-110 10-90 70-90z" fill="#3d6b1f"/><path d="M230 122q44 0 52 78 32 36 24 96-10 54-76 54t-76-54q-8-60 24-96 8-78 52-78z" fill="#d5e48a"/><circle cx="230" cy="274" r="44" fill="#8b5a2b"/><circle cx="220" cy="262" r="12" fill="#b07b45"/>` +
    `<path d="M400 150q50 0 58 80 32 40 22 96-10 50-80 50t-80-50q-10-56 22-96 8-80 58-80z" fill="#2f5317"/>`,
  banana: () =>
    range(4)
      .map(
        (i) => `<path d="M${200 + i * 30} ${130 + i * 10}q-40 150 120 210q30 6 40-10q-130-60-120-200z" fill="${i % 2 ? '#f7d43b' : '#f2c71f'}" stroke="#c99a12" stroke-width="3"/>`,
      )
      .join('') + `<rect x="186" y="110" width="130" height="34" rx="14" fill="#6b8e23"/><path d="M360 348l10-6" stroke="#5a4410" stroke-width="8" stroke-linecap="round"/>`,
  mango: () =>
    `<path d="M300 110q120 10 130 130 6 110-120 120-110 0-130-90-16-90 60-130 30-30 60-30z" fill="#f5a623"/><path d="M300 110q120 10 130 130 6 110-120 120" fill="#e2553a" opacity=".55"/><path d="M300 112q-6-30 10-44" stroke="#5a4410" stroke-width="8" stroke-linecap="round"/><path d="M310 70q60-20 90 20-60 20-90-20z" fill="#4f8a2a"/>`,
  pineapple: () =>
    `<path d="M300 150l-50-80 40 40-10-70 24 64 20-64 0 70 40-40-50 80z" fill="#4f8a2a"/><ellipse cx="300" cy="268" rx="96" ry="126" fill="#e0a526"/><path d="M220 190l160 160M204 240l120 120M250 160l140 140M380 190L220 350M396 240L276 360M350 160L210 300" stroke="#a8741a" stroke-width="5"/>`,
  cherry: () =>
    `<path d="M250 290q10-120 80-190M370 280q-10-110-40-180" stroke="#4f6b1f" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M330 100q40-30 90-10-40 40-90 10z" fill="#4f8a2a"/><circle cx="240" cy="300" r="64" fill="#9b1b30"/><circle cx="380" cy="292" r="64" fill="#b3213a"/><ellipse cx="220" cy="278" rx="14" ry="20" fill="#fff" opacity=".35"/><ellipse cx="360" cy="270" rx="14" ry="20" fill="#fff" opacity=".35"/>`,
  blueberry: () =>
    [
      [240, 220],
      [330, 200],
      [410, 240],
      [280, 300],
      [370, 300],
      [200, 310],
      [450, 320],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="46" fill="#3b4f9c"/><circle cx="${x}" cy="${y}" r="46" fill="#8ea0e0" opacity=".25"/><path d="M${x! - 10} ${y! - 30}l10 8 10-8" stroke="#1f2b5c" stroke-width="5" fill="none"/>`,
      )
      .join(''),
  lime: () =>
    `<circle cx="240" cy="250" r="100" fill="#5aa832"/><circle cx="240" cy="250" r="100" fill="none" stroke="#3f7f21" stroke-width="6"/><circle cx="400" cy="250" r="96" fill="#d8f0a8"/><circle cx="400" cy="250" r="96" fill="none" stroke="#5aa832" stroke-width="12"/>` +
    range(8)
      .map((i) => `<path d="M400 250l${Math.round(80 * Math.cos((i * Math.PI) / 4))} ${Math.round(80 * Math.sin((i * Math.PI) / 4))}" stroke="#a8d46a" stroke-width="5"/>`)
      .join(''),
  grapes: () =>
    `<path d="M300 110v-40" stroke="#5a4410" stroke-width="8"/><path d="M300 90q60-40 110 0-50 30-110 0z" fill="#4f8a2a"/>` +
    [
      [240, 150],
      [300, 150],
      [360, 150],
      [270, 200],
      [330, 200],
      [210, 200],
      [390, 200],
      [240, 250],
      [300, 250],
      [360, 250],
      [270, 300],
      [330, 300],
      [300, 350],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="32" fill="#5b2a6e"/><circle cx="${x! - 8}" cy="${y! - 10}" r="7" fill="#fff" opacity=".3"/>`)
      .join(''),

  // Grains and oilseeds.
  soybeans: () =>
    `<path d="M130 210q30-70 110-60l200 20q50 10 40 60-8 50-60 50l-200-10q-90-6-90-60z" fill="#a5b55a"/>` +
    range(3)
      .map((i) => `<circle cx="${220 + i * 90}" cy="${214 + i * 4}" r="34" fill="#e6d58a"/>`)
      .join('') +
    [
      [200, 330],
      [270, 340],
      [340, 330],
      [410, 340],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="30" ry="26" fill="#e8cf7d" stroke="#b89a45" stroke-width="3"/><path d="M${x! - 8} ${y}h16" stroke="#9c7a2e" stroke-width="4"/>`,
      )
      .join(''),
  quinoa: () =>
    `<path d="M160 360q-20-140 60-200l-20-40h200l-20 40q80 60 60 200z" fill="#d9c8a0"/><path d="M210 126q90 20 180 0" stroke="#9c8456" stroke-width="8" fill="none"/><rect x="236" y="230" width="128" height="70" rx="8" fill="#fff" opacity=".8"/>` +
    range(26)
      .map((i) => `<circle cx="${150 + ((i * 37) % 300)}" cy="${372 + (i % 3) * 8}" r="6" fill="${i % 3 ? '#e8d7a6' : '#b34a3c'}"/>`)
      .join(''),
  sugar: () =>
    `<path d="M140 370q10-150 30-270" stroke="#7aa33a" stroke-width="20" stroke-linecap="round"/><path d="M140 300l30 0M150 210l24 0M160 140l22 0" stroke="#4f6b1f" stroke-width="6"/><path d="M170 110q40-30 80-10-40 30-80 10z" fill="#4f8a2a"/>` +
    [
      [250, 250],
      [350, 250],
      [300, 170],
      [300, 300],
      [400, 320],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><path d="M-40 -20l40-20 40 20v50l-40 20-40-20z" fill="#f1e2c0"/><path d="M-40 -20l40 20 40-20M0 0v50" stroke="#c9b283" stroke-width="3" fill="none"/></g>`,
      )
      .join(''),
  corn: () =>
    `<path d="M300 90q70 40 70 150t-70 150q-70-40-70-150t70-150z" fill="#f2c23b"/>` +
    range(7)
      .map((i) => `<path d="M${244 + i * 18} 120v240" stroke="#d89b1a" stroke-width="3"/>`)
      .join('') +
    range(9)
      .map((i) => `<path d="M236 ${140 + i * 24}h128" stroke="#d89b1a" stroke-width="3"/>`)
      .join('') +
    `<path d="M300 390q-110-60-90-240 30 140 90 180zM300 390q110-60 90-240-30 140-90 180z" fill="#6b9e2f"/>`,

  // Meat and seafood.
  beef: () =>
    `<path d="M150 230q-10-110 140-120 170 0 170 110 0 120-150 130-150 0-160-120z" fill="#b8323b"/><path d="M170 230q0-90 120-98 150 0 150 92 0 98-130 108-140 2-140-102z" fill="#d9454f"/><path d="M210 190q40 30 90 10M260 270q40-20 100 10M330 180q30 30 60 20" stroke="#f4c7c7" stroke-width="8" fill="none" stroke-linecap="round"/><ellipse cx="400" cy="250" rx="30" ry="26" fill="#f4eee4" stroke="#d8cbb5" stroke-width="4"/><path d="M150 230q0 80 60 110" stroke="#f4e6d0" stroke-width="14" fill="none"/>`,
  shrimp: () =>
    `<path d="M380 150q70 40 50 140-20 80-110 90-60 4-90-40l50-20q30 20 60 4 50-30 40-90-10-50-50-60z" fill="#f08a5d"/>` +
    range(5)
      .map((i) => `<path d="M${352 + i * 14} ${170 + i * 34}q-40 ${10 + i * 4} -30 ${30}" stroke="#d9683a" stroke-width="5" fill="none"/>`)
      .join('') +
    `<path d="M230 360l-50 20 30-40-40-10 50-10" fill="#f08a5d"/><circle cx="400" cy="170" r="8" fill="#262a30"/><path d="M410 160q60-60 120-60M404 156q40-70 90-90" stroke="#d9683a" stroke-width="4" fill="none"/>`,
  fish: () =>
    `<path d="M120 230q120-110 290-40l70-50v180l-70-50q-170 70-290-40z" fill="#8fa9bf"/><path d="M150 240q120 50 250 0" stroke="#5f7f9c" stroke-width="5" fill="none"/><circle cx="180" cy="216" r="12" fill="#262a30"/><circle cx="184" cy="212" r="4" fill="#fff"/><path d="M250 200q20 30 0 60M300 196q20 34 0 68" stroke="#5f7f9c" stroke-width="4" fill="none"/>`,
  salmon: () =>
    `<path d="M150 170h300q30 0 30 30v100q0 30-30 30H150q-30 0-30-30V200q0-30 30-30z" fill="#f28c5b"/>` +
    range(7)
      .map((i) => `<path d="M${170 + i * 44} 176q24 76 0 148" stroke="#fbd2b8" stroke-width="7" fill="none"/>`)
      .join('') +
    `<path d="M120 280q180 30 360 0v20q0 30-30 30H150q-30 0-30-30z" fill="#9aa7b3"/>`,

  // Wine and spirits.
  wine: () =>
    `<path d="M236 70h48v90q40 24 40 80v140h-128V240q0-56 40-80z" fill="#3b0f1e"/><rect x="236" y="70" width="48" height="30" fill="#7a1f34"/><rect x="206" y="250" width="108" height="80" rx="4" fill="#f4ecd8"/><path d="M224 276h72M224 296h50" stroke="#7a1f34" stroke-width="5"/>` +
    `<path d="M370 190h100q0 90-50 96-50-6-50-96z" fill="#fff" opacity=".7" stroke="#c9ced6" stroke-width="3"/><path d="M374 230h92q-6 52-46 54-40-2-46-54z" fill="#8e1b33"/><path d="M420 286v70M390 360h60" stroke="#c9ced6" stroke-width="6" stroke-linecap="round"/>`,
  rum: () =>
    `<path d="M270 80h60v60q70 20 70 90v140H200V230q0-70 70-90z" fill="#b5651d"/><path d="M270 80h60v60q70 20 70 90v140H200V230q0-70 70-90z" fill="#fff" opacity=".12"/><rect x="264" y="62" width="72" height="30" rx="6" fill="#2b2f36"/><rect x="224" y="240" width="152" height="90" rx="8" fill="#f4ecd8"/><path d="M244 268h112M254 292h92" stroke="#5a2e0c" stroke-width="6"/><circle cx="300" cy="310" r="8" fill="#b5651d"/>`,
  tequila: () =>
    `<path d="M282 70h36v70q34 16 34 60v170h-104V200q0-44 34-60z" fill="#f2e6b8" stroke="#c9b283" stroke-width="4"/><rect x="276" y="56" width="48" height="24" rx="4" fill="#2b2f36"/><rect x="258" y="240" width="84" height="70" rx="4" fill="#2f6b3a"/><path d="M270 262h60M276 284h48" stroke="#f2e6b8" stroke-width="5"/>` +
    `<path d="M420 370q-20-120 10-200 10 110 0 200zM440 370q40-100 100-150-40 90-80 150zM400 370q-50-80-120-110 80 20 110 110z" fill="#5f9e8f"/>`,

  // Nuts, honey and spices.
  cashew: () =>
    [
      [220, 220, -20],
      [340, 200, 30],
      [280, 310, 10],
      [400, 310, -40],
      [180, 320, 60],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x! - 50} ${y}q0-60 60-50 50 10 40 50-10 20-30 10-16-20-34 0-6 30-36 20z" fill="#ecd3a0" stroke="#c9a46a" stroke-width="4" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join(''),
  honey: () =>
    `<path d="M200 160h200v190q0 20-20 20H220q-20 0-20-20z" fill="#f2a900"/><path d="M200 160h200v190q0 20-20 20H220q-20 0-20-20z" fill="#fff" opacity=".15"/><rect x="190" y="120" width="220" height="44" rx="8" fill="#8b5a2b"/><rect x="230" y="220" width="140" height="90" rx="8" fill="#fff6d8"/><path d="M260 250h80M270 276h60" stroke="#8b5a2b" stroke-width="6"/><path d="M430 110l-60 130" stroke="#8b5a2b" stroke-width="10" stroke-linecap="round"/><ellipse cx="368" cy="246" rx="20" ry="26" fill="#d18b00"/>`,
  nutmeg: () =>
    `<ellipse cx="260" cy="240" rx="100" ry="80" fill="#8b5a2b"/><path d="M180 220q40-60 90-50 60 10 80 60M170 260q60 40 140 20" stroke="#c8102e" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M220 200q20 60 80 70" stroke="#c8102e" stroke-width="8" fill="none"/>` +
    [
      [420, 220],
      [450, 300],
      [380, 320],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="28" fill="#a0693a"/><path d="M${x! - 20} ${y}q20-14 40 0" stroke="#6b4220" stroke-width="3" fill="none"/>`)
      .join(''),
  coconut: () =>
    `<circle cx="250" cy="240" r="120" fill="#6b4423"/><circle cx="250" cy="240" r="100" fill="#f7f3ea"/><circle cx="250" cy="240" r="120" fill="none" stroke="#4a2c18" stroke-width="6"/><rect x="390" y="170" width="90" height="190" rx="10" fill="#e6f2f7" stroke="#9ec3d4" stroke-width="4"/><rect x="390" y="230" width="90" height="90" fill="#4f8a2a"/><circle cx="435" cy="275" r="26" fill="#6b4423"/>`,

  // Minerals and metals.
  copper: () =>
    range(5)
      .map(
        (i) =>
          `<g transform="translate(${i * 14} ${-i * 22})"><path d="M140 300h280l40 40H180z" fill="#b86b3c"/><path d="M140 300h280l40 40H180z" fill="#fff" opacity="${0.05 * i}"/><path d="M180 340h280v12H180z" fill="#8a4a24"/></g>`,
      )
      .join('') + `<path d="M230 198v-30h20v30M390 198v-30h20v30" stroke="#8a4a24" stroke-width="8" fill="none"/>`,
  lithium: () =>
    `<ellipse cx="300" cy="320" rx="190" ry="40" fill="#9aa1ab"/><path d="M140 320q40-160 160-170 120 10 160 170z" fill="#f4f6f8"/><path d="M200 300q40-90 100-110" stroke="#d4dae1" stroke-width="8" fill="none"/><rect x="390" y="120" width="110" height="80" rx="10" fill="#fff" stroke="#9aa1ab" stroke-width="4"/><text x="445" y="172" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#454b55">Li₂CO₃</text>`,
  bauxite: () =>
    [
      [220, 300, 70],
      [330, 290, 80],
      [420, 310, 60],
      [270, 220, 60],
      [380, 220, 56],
      [320, 160, 50],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x! - r!} ${y}l${r! * 0.4} ${-r! * 0.8} ${r! * 0.9} ${-r! * 0.2} ${r! * 0.7} ${r! * 0.6} -${r! * 0.3} ${r! * 0.8} -${r! * 1.2} ${r! * 0.2}z" fill="#a4492f" stroke="#7a301d" stroke-width="4"/>`,
      )
      .join(''),
} satisfies Record<string, Draw>;

/** Scenes for articles and factory reports. */
const SCENES = {
  factory: (p) =>
    `<path d="M90 360V200l90-50v50l90-50v50l90-50v50h140v160z" fill="${p.fg}"/><rect x="420" y="110" width="30" height="120" fill="${p.dark}"/>` +
    range(4)
      .map((i) => `<rect x="${120 + i * 90}" y="260" width="50" height="40" rx="4" fill="${p.light}"/>`)
      .join('') +
    `<rect x="270" y="310" width="60" height="50" fill="${p.dark}"/><circle cx="440" cy="90" r="20" fill="#fff" opacity=".6"/>`,
  ship: (p) =>
    `<path d="M70 300h460l-50 70H120z" fill="${p.dark}"/><rect x="420" y="200" width="70" height="100" fill="#f4f5f7"/><rect x="430" y="214" width="50" height="14" fill="${p.dark}" opacity=".5"/>` +
    range(12)
      .map((i) => `<rect x="${100 + (i % 6) * 52}" y="${250 - Math.floor(i / 6) * 40}" width="48" height="36" fill="${['#e24d4d', p.fg, '#f2a900', p.accent][i % 4]}"/>`)
      .join('') +
    `<path d="M40 390q40-16 80 0t80 0 80 0 80 0 80 0 80 0 80 0" stroke="#8cc4ff" stroke-width="8" fill="none"/>`,
  container: (p) =>
    `<path d="M110 170l80-50h320l-80 50z" fill="${p.light}"/><path d="M430 170l80-50v180l-80 50z" fill="${p.dark}"/><rect x="110" y="170" width="320" height="180" fill="${p.fg}"/>` +
    range(9)
      .map((i) => `<path d="M${140 + i * 32} 180v160" stroke="${p.dark}" stroke-width="6" opacity=".35"/>`)
      .join('') +
    `<path d="M380 190v140M400 190v140" stroke="#c9ced6" stroke-width="6"/>`,
  document: (p) =>
    `<path d="M190 80h170l60 60v240H190z" fill="#fff" stroke="${p.dark}" stroke-width="4"/><path d="M360 80v60h60" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>` +
    range(7)
      .map((i) => `<path d="M220 ${170 + i * 26}h${i % 3 === 2 ? 110 : 170}" stroke="${p.dark}" stroke-width="8" opacity=".3" stroke-linecap="round"/>`)
      .join('') +
    `<circle cx="370" cy="330" r="40" fill="${p.fg}" opacity=".85"/><path d="M350 330l14 14 26-28" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  crane: (p) =>
    `<path d="M150 370V120M210 370V120M150 160h60M150 220h60M150 280h60M150 160l60 60M210 220l-60 60" stroke="${p.fg}" stroke-width="10" fill="none"/><path d="M120 120h360" stroke="${p.fg}" stroke-width="16"/><path d="M420 120v110" stroke="${p.dark}" stroke-width="4"/><rect x="370" y="230" width="100" height="60" fill="${p.accent}"/><rect x="250" y="310" width="110" height="60" fill="${p.dark}"/><rect x="370" y="310" width="110" height="60" fill="#e24d4d"/>`,
  globe: (p) =>
    `<defs><clipPath id="earth"><circle cx="300" cy="230" r="140"/></clipPath></defs><circle cx="300" cy="230" r="140" fill="#6fb1e6"/><g clip-path="url(#earth)"><path d="M220 130q40 20 30 60-40 20-30 60 40 30 20 80M330 110q-20 40 30 60 40 0 60 40-30 40 10 80" stroke="#3d8b4f" stroke-width="44" fill="none" stroke-linecap="round" opacity=".85"/></g><circle cx="300" cy="230" r="140" fill="none" stroke="${p.dark}" stroke-width="6"/><path d="M150 330q150 70 300 0" stroke="${p.accent}" stroke-width="8" fill="none" stroke-dasharray="14 10"/>`,
} satisfies Record<string, Draw>;

const DRAWINGS: Record<string, Draw> = { ...GOODS, ...SCENES };

/** Every kind of illustration, goods and scenes. */
export const ART_KINDS = Object.keys(DRAWINGS);
/** The kinds that picture goods. */
export const GOODS_ART_KINDS = Object.keys(GOODS) as GoodsArtKind[];
export type GoodsArtKind = keyof typeof GOODS;
export type ArtKind = GoodsArtKind | keyof typeof SCENES;

function palette(hue: number): Palette {
  return {
    fg: `hsl(${hue} 52% 40%)`,
    accent: `hsl(${(hue + 150) % 360} 62% 58%)`,
    dark: `hsl(${hue} 30% 20%)`,
    light: `hsl(${hue} 60% 86%)`,
  };
}

/** An SVG picture of a kind in a hue (0–359); variants differ in background and angle. */
export function productArt(kind: string, hue: number, variant: number): string {
  const draw = DRAWINGS[kind];
  if (!draw) throw new Error(`No drawing for ${kind}`);
  const h = ((hue % 360) + 360) % 360;
  const bg = `hsl(${h} 40% ${variant % 2 ? 95 : 91}%)`;
  const glow = `hsl(${(h + 40) % 360} 60% 75%)`;
  const tilt = [0, -5, 5][variant % 3];
  const shadow = `<ellipse cx="300" cy="400" rx="210" ry="18" fill="#000" opacity=".07"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="460" viewBox="0 0 600 460" role="img" aria-hidden="true"><rect width="600" height="460" fill="${bg}"/><circle cx="${90 + (variant % 3) * 210}" cy="${variant === 1 ? 390 : 70}" r="150" fill="${glow}" opacity=".25"/>${shadow}<g transform="rotate(${tilt} 300 230)">${draw(palette(h))}</g></svg>`;
}

/** The URL of a picture, as seeded goods, articles and reports store it. */
export function artUrl(kind: ArtKind, hue: number, variant: number): string {
  return `/static/art/${kind}-${((Math.round(hue) % 360) + 360) % 360}-${variant % 3}.svg`;
}

const MARK_SHAPES = [
  (fill: string) => `<circle cx="120" cy="120" r="112" fill="${fill}"/>`,
  (fill: string) => `<rect x="10" y="10" width="220" height="220" rx="48" fill="${fill}"/>`,
  (fill: string) => `<path d="M120 8l98 56v112l-98 56-98-56V64z" fill="${fill}"/>`,
  (fill: string) => `<path d="M120 8q70 18 104 18v80q0 90-104 126Q16 196 16 106V26q34 0 104-18z" fill="${fill}"/>`,
] as const;

/**
 * A brand's mark: its initials in white on its colour, in one of four shapes, with a ring in a
 * second colour. Two brands never share a mark unless they share initials, hue and shape.
 */
export function brandMark(initials: string, hue: number, shape: number): string {
  const h = ((hue % 360) + 360) % 360;
  const letters = initials.toUpperCase().slice(0, 3);
  const size = letters.length === 1 ? 120 : letters.length === 2 ? 92 : 68;
  const draw = MARK_SHAPES[shape % MARK_SHAPES.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-hidden="true">` +
    draw(`hsl(${h} 58% 36%)`) +
    `<g transform="translate(120 120) scale(.84) translate(-120 -120)">${draw('none').replace('fill="none"', `fill="none" stroke="hsl(${(h + 35) % 360} 80% 68%)" stroke-width="7"`)}</g>` +
    `<text x="120" y="${120 + size * 0.35}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" letter-spacing="2" fill="#fff">${letters}</text></svg>`
  );
}

/** The URL of a brand's (or a person's) mark. */
export function markUrl(initials: string, hue: number, shape: number): string {
  return `/static/art/mark-${initials.toLowerCase()}-${((Math.round(hue) % 360) + 360) % 360}-${shape % MARK_SHAPES.length}.svg`;
}

/** The initials of a name: the first letters of its first and last words ("María José Rojas" → "MR"), or its first two letters. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
  return (words[0] ?? 'P').slice(0, 2).toUpperCase();
}

export function parseArtName(name: string): { kind: string; hue: number; variant: number } | null {
  const match = /^([a-z]+)-(\d{1,3})-(\d)\.svg$/.exec(name);
  if (!match || !DRAWINGS[match[1]!] || Number(match[2]) > 359 || Number(match[3]) > 2) return null;
  return { kind: match[1]!, hue: Number(match[2]), variant: Number(match[3]) };
}

/** The SVG behind a /static/art/ name, or null when the name is not one of ours. */
export function artSvg(name: string): string | null {
  const mark = /^mark-([a-z]{1,3})-(\d{1,3})-(\d)\.svg$/.exec(name);
  if (mark) return Number(mark[2]) > 359 || Number(mark[3]) >= MARK_SHAPES.length ? null : brandMark(mark[1]!, Number(mark[2]), Number(mark[3]));
  const art = parseArtName(name);
  return art ? productArt(art.kind, art.hue, art.variant) : null;
}
