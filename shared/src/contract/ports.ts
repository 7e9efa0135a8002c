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
