/**
 * The ports a landed-cost estimate travels between (UN/LOCODE codes): the Chinese ports goods ship
 * from, and each destination country's ports of entry, its main port first. Port names are proper
 * names, written as the port's country writes them (the Chinese ports in pinyin, with their Chinese
 * name beside).
 */

export const CHINA_PORTS = [
  { code: 'CNSHA', name: 'Shanghai', nameZh: '上海' },
  { code: 'CNNGB', name: 'Ningbo-Zhoushan', nameZh: '宁波舟山' },
  { code: 'CNSZX', name: 'Shenzhen', nameZh: '深圳' },
  { code: 'CNCAN', name: 'Guangzhou', nameZh: '广州' },
  { code: 'CNTAO', name: 'Qingdao', nameZh: '青岛' },
  { code: 'CNTXG', name: 'Tianjin', nameZh: '天津' },
  { code: 'CNXMN', name: 'Xiamen', nameZh: '厦门' },
] as const;

export type ChinaPortCode = (typeof CHINA_PORTS)[number]['code'];

export function isChinaPort(code: unknown): code is ChinaPortCode {
  return typeof code === 'string' && CHINA_PORTS.some((port) => port.code === code);
}

/** Each destination country's ports of entry for ocean freight from China, its main port first. */
export const DESTINATION_PORTS = {
  AR: [{ code: 'ARBUE', name: 'Buenos Aires' }],
  BR: [
    { code: 'BRSSZ', name: 'Santos' },
    { code: 'BRPNG', name: 'Paranaguá' },
    { code: 'BRITJ', name: 'Itajaí' },
  ],
  CL: [
    { code: 'CLSAI', name: 'San Antonio' },
    { code: 'CLVAP', name: 'Valparaíso' },
  ],
  CO: [
    { code: 'COBUN', name: 'Buenaventura' },
    { code: 'COCTG', name: 'Cartagena' },
  ],
  CR: [
    { code: 'CRCAL', name: 'Caldera' },
    { code: 'CRLIO', name: 'Limón' },
  ],
  MX: [
    { code: 'MXZLO', name: 'Manzanillo' },
    { code: 'MXLZC', name: 'Lázaro Cárdenas' },
    { code: 'MXVER', name: 'Veracruz' },
  ],
  PE: [{ code: 'PECLL', name: 'Callao' }],
} as const satisfies Record<string, ReadonlyArray<{ code: string; name: string }>>;

export type DestinationCountry = keyof typeof DESTINATION_PORTS;

export function isDestinationCountry(country: unknown): country is DestinationCountry {
  return typeof country === 'string' && Object.hasOwn(DESTINATION_PORTS, country);
}

/** The destination port code, or null when the code is no country's port of entry. */
export function countryOfPort(code: unknown): DestinationCountry | null {
  if (typeof code !== 'string') return null;
  for (const [country, ports] of Object.entries(DESTINATION_PORTS)) if (ports.some((port) => port.code === code)) return country as DestinationCountry;
  return null;
}

/** What a freight rate is charged per: a container of each size, a cubic metre shipped LCL, or a shipment. */
export const FREIGHT_UNITS = ['20ft', '40ft', '40hq', 'lcl_m3', 'shipment'] as const;
export type FreightUnit = (typeof FREIGHT_UNITS)[number];

/** The legs of a shipment priced by the freight table: to the port in China, export clearance there, and the ocean. */
export const FREIGHT_LEGS = ['haulage', 'clearance', 'ocean'] as const;
export type FreightLeg = (typeof FREIGHT_LEGS)[number];

/** Usable load of each container (m³ and kg) and the largest LCL shipment quoted per m³ before a container is cheaper or required. */
export const CONTAINER_CAPACITY = {
  '20ft': { m3: 28, kg: 21_700 },
  '40ft': { m3: 58, kg: 26_500 },
  '40hq': { m3: 68, kg: 26_500 },
} as const;

/** A freight rate older than this many days is flagged in the console and on the estimate. */
export const FREIGHT_STALE_DAYS = 30;

/** What each leg is priced per: export clearance per shipment; haulage and the ocean per container or per m³ shipped LCL. */
export const FREIGHT_LEG_UNITS: Readonly<Record<FreightLeg, readonly FreightUnit[]>> = {
  haulage: ['20ft', '40ft', '40hq', 'lcl_m3'],
  clearance: ['shipment'],
  ocean: ['20ft', '40ft', '40hq', 'lcl_m3'],
};

/** Every destination port's code, country by country in DESTINATION_PORTS' order. */
export const DESTINATION_PORT_CODES: readonly string[] = Object.values(DESTINATION_PORTS).flatMap((ports) => ports.map((port) => port.code));

/**
 * One line of the freight table: a leg from a Chinese port, priced per a unit. Haulage and export
 * clearance happen at the Chinese port (no destination); the ocean leg goes to a destination port.
 */
export interface FreightLane {
  leg: FreightLeg;
  origin: ChinaPortCode;
  destination: string | null;
  unit: FreightUnit;
}

/** Why a leg, ports and unit make no line of the freight table, or null when they make one. */
export function freightLaneProblem(lane: { leg: unknown; origin: unknown; destination?: unknown; unit: unknown }): 'leg' | 'origin' | 'destination' | 'unit' | null {
  if (!(FREIGHT_LEGS as readonly unknown[]).includes(lane.leg)) return 'leg';
  if (!isChinaPort(lane.origin)) return 'origin';
  const leg = lane.leg as FreightLeg;
  const destination = lane.destination ?? null;
  if (leg === 'ocean' ? countryOfPort(destination) === null : destination !== null) return 'destination';
  if (!FREIGHT_LEG_UNITS[leg].includes(lane.unit as FreightUnit)) return 'unit';
  return null;
}

/** Every line of the freight table, in the console's order: each Chinese port's haulage and clearance, then its ocean lanes. */
export function freightLanes(): FreightLane[] {
  return CHINA_PORTS.flatMap(({ code: origin }) => [
    ...FREIGHT_LEG_UNITS.haulage.map((unit) => ({ leg: 'haulage' as const, origin, destination: null, unit })),
    ...FREIGHT_LEG_UNITS.clearance.map((unit) => ({ leg: 'clearance' as const, origin, destination: null, unit })),
    ...DESTINATION_PORT_CODES.flatMap((destination) => FREIGHT_LEG_UNITS.ocean.map((unit) => ({ leg: 'ocean' as const, origin, destination, unit }))),
  ]);
}
