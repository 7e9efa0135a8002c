import type { LandedEstimate } from './types';

/** Jest only: estimates as the API gives them, in the reader's currency (major units). */

const source = { title: 'Source', url: 'https://example.org', asOf: '2026-11-28' };

/** 200 LED panels from Shenzhen to Manzanillo in pesos: LCL, IGI 0 %, DTA 0.8 %, IVA 16 %; old freight rates. */
export const MX_ESTIMATE: LandedEstimate = {
  country: 'MX',
  destinationPort: 'MXZLO',
  originPort: 'CNSZX',
  currency: 'MXN',
  quantity: 200,
  shipment: { cartons: 20, weightKg: 410, volumeM3: 2.4, mode: 'lcl', containers: [], chargeableM3: 2.4 },
  priceTerm: 'EXW',
  terms: [
    { term: 'EXW', amount: 40_000, offered: false },
    { term: 'FOB', amount: 42_300, offered: true },
    { term: 'C&F', amount: 45_900, offered: true },
    { term: 'CIF', amount: 46_050.49, offered: true },
  ],
  lines: [
    { id: 'goods', kind: 'value', amount: 40_000, source: null },
    { id: 'haulage', kind: 'value', amount: 1_500, source: null },
    { id: 'clearance', kind: 'value', amount: 800, source: null },
    { id: 'freight', kind: 'value', amount: 3_600, source: null },
    { id: 'insurance', kind: 'value', amount: 150.49, rate: '0.3', source: null },
    { id: 'customsValue', kind: 'value', amount: 46_050.49, source },
    { id: 'duty', kind: 'duty', legalName: 'Impuesto General de Importación (IGI)', amount: 0, rate: '0', source },
    { id: 'dta', kind: 'fee', legalName: 'Derecho de Trámite Aduanero (DTA)', amount: 368.4, rate: '0.8', source },
    { id: 'iva', kind: 'tax', legalName: 'Impuesto al Valor Agregado (IVA)', amount: 7_427.02, rate: '16', source },
  ],
  customsValue: 46_050.49,
  charges: 7_795.42,
  advances: 0,
  total: 53_845.91,
  perUnit: 269.23,
  headings: [{ goodsId: 42, hsCode: '9405.42', heading: null, fallback: false }],
  fallbackCharges: [],
  preference: { applied: false, agreement: null },
  dates: { rules: '2026-11-28', freight: '2026-10-01', freightStale: true, exchange: '2026-11-27' },
};

/** 300 solar panels from Ningbo to Santos in reais, in a 40 ft HQ: II 25 %, IPI 0 %, PIS 2.1 %, COFINS 9.65 %, Siscomex, AFRMM 8 %, ICMS. */
export const BR_ESTIMATE: LandedEstimate = {
  country: 'BR',
  destinationPort: 'BRSSZ',
  originPort: 'CNNGB',
  currency: 'BRL',
  quantity: 300,
  shipment: { cartons: 300, weightKg: 7_200, volumeM3: 60, mode: 'fcl', containers: [{ unit: '40hq', count: 1 }], chargeableM3: null },
  priceTerm: 'EXW',
  terms: [
    { term: 'EXW', amount: 120_000, offered: false },
    { term: 'FOB', amount: 123_000, offered: true },
    { term: 'C&F', amount: 141_000, offered: true },
    { term: 'CIF', amount: 141_465.3, offered: true },
  ],
  lines: [
    { id: 'goods', kind: 'value', amount: 120_000, source: null },
    { id: 'haulage', kind: 'value', amount: 2_000, source: null },
    { id: 'clearance', kind: 'value', amount: 1_000, source: null },
    { id: 'freight', kind: 'value', amount: 18_000, source: null },
    { id: 'insurance', kind: 'value', amount: 465.3, rate: '0.3', source: null },
    { id: 'customsValue', kind: 'value', amount: 141_465.3, source },
    { id: 'duty', kind: 'duty', legalName: 'Imposto de Importação (II)', amount: 35_366.33, rate: '25', source },
    { id: 'ipi', kind: 'tax', legalName: 'Imposto sobre Produtos Industrializados (IPI)', amount: 0, rate: '0', source },
    { id: 'pis', kind: 'tax', legalName: 'PIS/Pasep-Importação', amount: 2_970.77, rate: '2.1', source },
    { id: 'cofins', kind: 'tax', legalName: 'Cofins-Importação', amount: 13_651.4, rate: '9.65', source },
    { id: 'siscomex', kind: 'fee', legalName: 'Taxa de utilização do Siscomex', amount: 154.23, source },
    { id: 'afrmm', kind: 'fee', legalName: 'Adicional ao Frete para Renovação da Marinha Mercante (AFRMM)', amount: 1_440, rate: '8', source },
    { id: 'icms', kind: 'tax', legalName: 'ICMS (São Paulo)', amount: 0, rate: '0', source },
  ],
  customsValue: 141_465.3,
  charges: 53_582.73,
  advances: 0,
  total: 195_048.03,
  perUnit: 650.16,
  headings: [{ goodsId: 77, hsCode: '8541.43', heading: '8541.43', fallback: false }],
  fallbackCharges: ['icms'],
  preference: { applied: false, agreement: null },
  dates: { rules: '2026-11-28', freight: '2026-11-20', freightStale: false, exchange: '2026-11-27' },
};
