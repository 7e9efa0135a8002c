import { EXPORT_PORTS, type ChinaPortCode } from '@puente/shared/contract';
import type { QuantityUnit } from './catalogue-data';
import type { ItemKey } from './pavilion-data';
import type { CityKey } from './words';

/**
 * What each seeded goods declares for a landed-cost estimate: its HS subheading (HS 2022, six
 * digits), how many units go in a carton or package, and that carton's gross weight (kg) and
 * volume (m³), as a forwarder would book them. Goods sold by weight, length or area are packed in
 * what they travel in: green coffee a tonne at a time in 60 kg jute bags, steel coils one coil of
 * 22 tonnes, tiles a pallet of 36 m², fabric a roll of 100 m.
 */
export interface ShippingSeed {
  hs: string;
  units: number;
  kg: number;
  m3: number;
}

const s = (hs: string, units: number, kg: number, m3: number): ShippingSeed => ({ hs, units, kg, m3 });

/**
 * The Chinese catalogue's goods by their English product name: one packing for every variant, or one
 * per variant in the order of the product's specs (a 65-inch TV boxes larger than a 43-inch one).
 * An OEM listing packs as the first variant.
 */
export const PRODUCT_SHIPPING: Record<string, ShippingSeed | ShippingSeed[]> = {
  // Phones travel in operator cartons of 20 (a rugged phone's box is twice as deep: 10).
  '5G smartphone': s('851713', 20, 8.2, 0.042),
  'Rugged smartphone': s('851713', 10, 8.6, 0.036),
  '4G smartphone for prepaid lines': s('851713', 20, 7.4, 0.04),
  '14-inch business laptop': s('847130', 5, 12.5, 0.06),
  // A tablet is a portable data-processing machine under 10 kg (8471.30), like the laptop.
  'Education tablet': s('847130', 20, 11.8, 0.05),
  'Wireless earbuds with noise cancelling': [s('851830', 100, 9.2, 0.045), s('851830', 100, 10.5, 0.05)],
  'Over-ear Bluetooth headphones': s('851830', 20, 9.6, 0.07),
  'Portable Bluetooth speaker': [s('851822', 24, 12.4, 0.062), s('851822', 12, 14.2, 0.072)],
  '4K smart TV': [s('852872', 1, 9.6, 0.092), s('852872', 1, 13.4, 0.13), s('852872', 1, 17.2, 0.171), s('852872', 1, 25.5, 0.267)],
  'Digital air fryer': [s('851660', 2, 11.2, 0.09), s('851660', 2, 12.6, 0.1), s('851660', 1, 8.1, 0.07)],
  'Microwave oven': [s('851650', 1, 11.3, 0.061), s('851650', 1, 13.6, 0.076), s('851650', 1, 16.2, 0.096)],
  'Stand fan': [s('841451', 1, 5.4, 0.046), s('841451', 1, 6.5, 0.055)],
  // Indoor and outdoor unit boxed together: a 12,000 BTU split is about 45 kg and 0.35 m³.
  'Inverter split air conditioner': [s('841510', 1, 36.5, 0.28), s('841510', 1, 45, 0.35), s('841510', 1, 58, 0.46), s('841510', 1, 72, 0.6)],
  'Chest freezer': [s('841830', 1, 42, 0.55), s('841830', 1, 52, 0.74)],
  'Electric scooter': [s('871160', 1, 15.6, 0.113), s('871160', 1, 19.2, 0.13)],
  'Electric cargo bike': [s('871160', 1, 62, 0.75), s('871160', 1, 45, 0.42)],
  'Electric moped': [s('871160', 1, 98, 0.55), s('871160', 1, 82, 0.55)],
  'Ceramic brake pads, set of four': [s('870830', 20, 24.5, 0.028), s('870830', 20, 19, 0.025)],
  'LED headlight bulb': s('853952', 100, 11, 0.05),
  // Vehicles travel unboxed (roll-on roll-off or two to a 40 ft container): their own weight and outline.
  'Electric SUV': [s('870380', 1, 2050, 15.2), s('870380', 1, 2180, 15.2)],
  'Electric light van': [s('870460', 1, 1920, 16.7), s('870460', 1, 2150, 16.7)],
  'Electric pickup': [s('870460', 1, 2300, 18.1), s('870460', 1, 2450, 18.1)],
  'Wheel loader': [s('842951', 1, 10800, 52), s('842951', 1, 17200, 76)],
  'Mini excavator': [s('842952', 1, 1850, 8.3), s('842952', 1, 3600, 19.2)],
  // Generating sets up to 75 kVA are 8502.11; above, up to 375 kVA, 8502.12.
  'Diesel generator set': [s('850211', 1, 1100, 2.9), s('850212', 1, 1650, 4.9), s('850212', 1, 2900, 9.4)],
  'Marine diesel engine': [s('840810', 1, 650, 1.1), s('840810', 1, 1050, 1.7)],
  'CNC lathe': [s('845811', 1, 2600, 7.5), s('845811', 1, 4200, 13.7)],
  'Fibre laser cutting machine': [s('845611', 1, 3200, 21.9), s('845611', 1, 3600, 22.5), s('845611', 1, 4500, 26)],
  // Modules travel on pallets: 36 of the 450 W size, 31 of the larger ones.
  'Monocrystalline solar module': [s('854143', 36, 907, 2.7), s('854143', 31, 893, 3.09), s('854143', 31, 1063, 3.37)],
  'All-in-one solar street light': [s('940541', 2, 15.2, 0.062), s('940541', 1, 11.4, 0.046)],
  'LiFePO4 home battery': [s('850760', 1, 52, 0.09), s('850760', 1, 98, 0.16), s('850760', 1, 142, 0.24)],
  'Hybrid solar inverter': [s('850440', 1, 19.4, 0.066), s('850440', 1, 22.3, 0.072), s('850440', 1, 31.5, 0.092)],
  // Sold by the tonne: a coil of 22 or 24 tonnes, bundles of rebar and roofing sheet of 2 tonnes.
  'Hot-rolled steel coil': [s('720838', 22, 22050, 4.51), s('720838', 24, 24050, 5.42)],
  'Deformed steel rebar': s('721420', 2, 2005, 0.6),
  'Galvanised corrugated roofing sheet': [s('721041', 2, 2020, 1.35), s('721041', 2, 2020, 1.05)],
  // Sold by the square metre: a pallet of 25 boxes (36 or 48 m²).
  'Porcelain floor tiles': [s('690721', 36, 817, 0.5), s('690721', 48, 1153, 0.81), s('690721', 36, 858, 0.7)],
  // Sold by the metre: bundles of 6 m pipes.
  'PVC-U pressure pipe': [s('391723', 300, 180, 0.96), s('391723', 120, 276, 1.35), s('391723', 24, 180, 1.06)],
  'Cotton twill fabric': s('520932', 100, 39, 0.12),
  'Polyester performance knit': [s('600632', 100, 24.8, 0.16), s('600632', 100, 31.6, 0.18)],
  // Knitted polyester mesh: a knitted garment of man-made fibres.
  'Reflective safety vest': s('611430', 200, 21, 0.07),
  'Cotton work overalls': s('621132', 25, 24, 0.09),
  'Mono laser printer': [s('844332', 1, 7.8, 0.045), s('844332', 1, 8, 0.045)],
  'A3 multifunction copier': [s('844331', 1, 68, 0.65), s('844331', 1, 82, 0.75)],
  'Compatible toner cartridge': [s('844399', 20, 14, 0.05), s('844399', 20, 20, 0.06)],
};

/** The pavilions' goods: a box of fruit or a case of drinks at a time; bulk goods a tonne (copper a 2-tonne bundle). */
export const ITEM_SHIPPING: Record<ItemKey, ShippingSeed> = {
  // Green (unroasted) arabica: 0901.11, in 60 kg jute bags.
  coffee: s('090111', 1, 1017, 1.45),
  cocoa: s('180100', 1, 1016, 1.85),
  yerba: s('090300', 1, 1012, 3),
  avocado: s('080440', 1, 4.5, 0.011),
  banana: s('080390', 1, 19.5, 0.05),
  mango: s('080450', 1, 4.4, 0.011),
  pineapple: s('080430', 1, 13, 0.04),
  cherries: s('080929', 1, 5.5, 0.012),
  blueberries: s('081040', 1, 1.8, 0.009),
  grapes: s('080610', 1, 9, 0.026),
  limes: s('080550', 1, 19, 0.04),
  beef: s('020230', 1, 1040, 1.7),
  shrimp: s('030617', 1, 1080, 2.2),
  fish: s('030489', 1, 1050, 1.9),
  salmon: s('030481', 1, 1050, 1.9),
  wine: s('220421', 1, 16, 0.026),
  rum: s('220840', 1, 7.6, 0.013),
  tequila: s('220890', 1, 8.2, 0.014),
  soybeans: s('120190', 1, 1000, 1.35),
  corn: s('100590', 1, 1000, 1.4),
  quinoa: s('100850', 1, 1008, 1.6),
  sugar: s('170114', 1, 1000, 1.25),
  cashews: s('080132', 1, 1060, 1.9),
  honey: s('040900', 1, 1067, 1),
  nutmeg: s('090811', 1, 1015, 2),
  coconutWater: s('200989', 1, 4.6, 0.009),
  copper: s('740311', 2, 2005, 0.32),
  lithium: s('283691', 1, 1010, 1.5),
  bauxite: s('260600', 1, 1000, 0.75),
};

/**
 * The port a maker's city ships from: the Pearl River Delta from Shenzhen (Yantian, Shekou) or
 * Guangzhou (Nansha), Zhejiang from Ningbo, Jiangsu and Anhui from Shanghai, Shandong from Qingdao,
 * Hebei and Tianjin from Tianjin, Fujian from Xiamen.
 */
export const CITY_PORTS: Record<CityKey, ChinaPortCode> = {
  shenzhen: 'CNSZX',
  dongguan: 'CNSZX',
  huizhou: 'CNSZX',
  foshan: 'CNCAN',
  zhuhai: 'CNCAN',
  hangzhou: 'CNNGB',
  ningbo: 'CNNGB',
  ruian: 'CNNGB',
  shaoxing: 'CNNGB',
  changzhou: 'CNSHA',
  wuxi: 'CNSHA',
  xuzhou: 'CNSHA',
  jinan: 'CNTAO',
  weifang: 'CNTAO',
  tangshan: 'CNTXG',
  hefei: 'CNSHA',
  jinjiang: 'CNXMN',
  tianjin: 'CNTXG',
};

/** The port a pavilion exporter's goods leave from: their country's (contract's EXPORT_PORTS). */
export function exportPortOf(country: string): string {
  const port = EXPORT_PORTS[country];
  if (!port) throw new Error(`no export port for ${country}`);
  return port.code;
}

/** The packing of a product's variant (the first variant's for its OEM listing). */
export function productShipping(englishName: string, variant: number): ShippingSeed {
  const packing = PRODUCT_SHIPPING[englishName];
  if (!packing) throw new Error(`no shipping for ${englishName}`);
  if (!Array.isArray(packing)) return packing;
  const chosen = packing[variant];
  if (!chosen) throw new Error(`no shipping for variant ${variant} of ${englishName}`);
  return chosen;
}

/**
 * What one unit of each category's goods believably weighs (kg, gross) and takes up (m³) once
 * packed, by the unit it is sold in: a check on the seed (api/test/seed-realism.test.ts).
 */
export const SHIPPING_RANGES: Record<number, Partial<Record<QuantityUnit, { kg: [number, number]; m3: [number, number] }>>> = {
  2101: { pieces: { kg: [0.2, 1], m3: [0.0005, 0.005] } },
  2102: { pieces: { kg: [0.4, 3.5], m3: [0.001, 0.02] } },
  2103: { pieces: { kg: [0.05, 40], m3: [0.0002, 0.4] } },
  2201: { pieces: { kg: [900, 3500], m3: [8, 25] } },
  2202: { pieces: { kg: [8, 150], m3: [0.05, 1.2] } },
  2203: { set: { kg: [0.3, 30], m3: [0.0005, 0.2] }, pieces: { kg: [0.05, 30], m3: [0.0002, 0.2] } },
  2301: { pieces: { kg: [2, 25], m3: [0.01, 0.15] } },
  2302: { pieces: { kg: [20, 120], m3: [0.15, 1] } },
  2303: { pieces: { kg: [25, 120], m3: [0.3, 1.5] } },
  2401: { metres: { kg: [0.05, 1], m3: [0.0005, 0.005] } },
  2402: { pieces: { kg: [0.05, 2], m3: [0.0002, 0.006] } },
  3101: { set: { kg: [800, 30000], m3: [3, 80] } },
  3102: { set: { kg: [500, 15000], m3: [2, 40] } },
  3103: { set: { kg: [200, 8000], m3: [0.5, 20] } },
  3201: { pieces: { kg: [5, 40], m3: [0.02, 0.15] } },
  3202: { pieces: { kg: [5, 250], m3: [0.02, 0.5] } },
  3301: { tonnes: { kg: [1000, 1100], m3: [0.1, 1] } },
  3302: { squareMetres: { kg: [15, 35], m3: [0.008, 0.03] }, metres: { kg: [0.2, 10], m3: [0.002, 0.06] } },
  3401: { pieces: { kg: [0.3, 120], m3: [0.001, 1] } },
  3501: { tonnes: { kg: [1000, 1100], m3: [1.2, 3.5] } },
  3502: { boxes: { kg: [1, 25], m3: [0.004, 0.07] } },
  3503: { tonnes: { kg: [1000, 1150], m3: [1.3, 2.6] } },
  3504: { boxes: { kg: [4, 20], m3: [0.008, 0.04] } },
  3505: { tonnes: { kg: [1000, 1100], m3: [1.1, 2] } },
  3506: { tonnes: { kg: [1000, 1100], m3: [0.8, 2.5] }, boxes: { kg: [2, 10], m3: [0.004, 0.02] } },
  3601: { tonnes: { kg: [1000, 1100], m3: [0.1, 2] } },
};
