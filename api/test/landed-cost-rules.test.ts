import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANDED_COST_DIR, readLandedCostRules, type CountryRules } from '../src/services/landed-cost/rules';

/** Every rate a file carries: the duty's, the preference's and each charge's, with where it sits. */
function ratesOf(rules: CountryRules): Array<[string, string]> {
  return [
    ...(rules.duty.general ? [['duty.general', rules.duty.general.rate] as [string, string]] : []),
    ...rules.duty.headings.map((h): [string, string] => [`duty ${h.heading}`, h.rate]),
    ...(rules.duty.china?.general ? [['china.general', rules.duty.china.general.rate] as [string, string]] : []),
    ...(rules.duty.china?.headings ?? []).map((h): [string, string] => [`china ${h.heading}`, h.rate]),
    ...rules.charges.flatMap((c): Array<[string, string]> => [
      ...(c.rate ? [[c.id, c.rate] as [string, string]] : []),
      ...(c.headingRates ?? []).map((h): [string, string] => [`${c.id} ${h.heading}`, h.rate]),
    ]),
  ];
}

function sourcesOf(rules: CountryRules) {
  return [
    rules.customsValue.source,
    rules.duty.general?.source,
    ...rules.duty.headings.map((h) => h.source),
    rules.duty.china?.source,
    rules.duty.china?.general?.source,
    ...(rules.duty.china?.headings ?? []).map((h) => h.source),
    ...rules.charges.flatMap((c) => [c.source, c.cap?.source, ...(c.headingRates ?? []).map((h) => h.source)]),
  ].filter((source) => source !== undefined);
}

function withFile(name: string, content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-landed-'));
  fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const shipped = readLandedCostRules();
const mexico = () => JSON.parse(fs.readFileSync(path.join(LANDED_COST_DIR, 'MX.json'), 'utf8'));

describe('the import-charge rules shipped in api/content/landed-cost', () => {
  it('cover the six largest destinations and Costa Rica, each file checked', () => {
    expect([...shipped.keys()]).toEqual(expect.arrayContaining(['AR', 'BR', 'CL', 'CO', 'CR', 'MX', 'PE']));
  });

  it('carry every rate between 0 and 100 %, each with a source page and a date no later than today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const rules of shipped.values()) {
      for (const [where, rate] of ratesOf(rules)) {
        expect({ where, rate: Number(rate) }).toEqual({ where, rate: expect.any(Number) });
        expect(Number(rate)).toBeGreaterThanOrEqual(0);
        expect(Number(rate)).toBeLessThanOrEqual(100);
      }
      for (const source of sourcesOf(rules)) {
        expect(source.url).toMatch(/^https?:\/\//);
        expect(source.asOf <= today).toBe(true);
      }
    }
  });

  it('say why a country has no general duty rate, and what they leave out', () => {
    for (const rules of shipped.values()) {
      if (!rules.duty.general) expect(rules.duty.generalNote).toBeTruthy();
      expect(rules.notes.length).toBeGreaterThan(0);
    }
  });
});

describe('a slip in a rules file', () => {
  it('names the file and the field', () => {
    const file = mexico();
    file.charges[1].rate = '116';
    expect(() => readLandedCostRules(withFile('MX.json', file))).toThrow('landed-cost/MX.json: charges[1].rate: a percentage between 0 and 100');
  });

  it('refuses a file whose country is not its name', () => {
    expect(() => readLandedCostRules(withFile('CL.json', mexico()))).toThrow('landed-cost/CL.json: country: "MX" does not match the file\'s name');
  });

  it('refuses a base that names a charge not yet applied, a heading listed twice and a missing date', () => {
    const later = mexico();
    later.charges[0].base = ['customsValue', 'iva'];
    expect(() => readLandedCostRules(withFile('MX.json', later))).toThrow('charges[0].base: "iva" is not the customs value, the freight, the duty or a charge before this one');
    const twice = mexico();
    twice.duty.headings.push({ ...twice.duty.headings[0] });
    const last = twice.duty.headings.length - 1;
    expect(() => readLandedCostRules(withFile('MX.json', twice))).toThrow(`duty.headings[${last}].heading: "8517.13" is listed twice`);
    const undated = mexico();
    delete undated.charges[0].source.asOf;
    expect(() => readLandedCostRules(withFile('MX.json', undated))).toThrow('landed-cost/MX.json: charges[0].source.asOf');
  });

  it('refuses a file that is not JSON', () => {
    expect(() => readLandedCostRules(withFile('PE.json', '{ "country": '))).toThrow('landed-cost/PE.json: not valid JSON');
  });
});
