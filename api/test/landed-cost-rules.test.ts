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

  it('give every country a general duty rate for a heading they do not list, with its source, date and what it stands for', () => {
    for (const rules of shipped.values()) {
      const general = rules.duty.general;
      expect({ country: rules.country, general: Boolean(general) }).toEqual({ country: rules.country, general: true });
      expect(general!.source).toMatchObject({ url: expect.stringMatching(/^https?:\/\//), asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(general!.note.length).toBeGreaterThan(20);
    }
    // Chile's is its flat general duty; elsewhere the tariff goes line by line and the average stands in.
    const rates = Object.fromEntries([...shipped.values()].map((rules) => [rules.country, rules.duty.general!.rate]));
    expect(rates).toMatchObject({ AR: '13.4', BR: '13.3', CL: '6', CO: '5.8', CR: '5.6', MX: '6.7', PE: '2.1' });
  });

  it('say what they leave out', () => {
    for (const rules of shipped.values()) expect(rules.notes.length).toBeGreaterThan(0);
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

  it('refuses a file without a general duty rate that does not say why', () => {
    const silent = mexico();
    silent.duty.general = null;
    delete silent.duty.generalNote;
    expect(() => readLandedCostRules(withFile('MX.json', silent))).toThrow('landed-cost/MX.json: duty.generalNote: say why the tariff has no general rate');
    const said = { ...silent, duty: { ...silent.duty, generalNote: 'the tariff goes fraction by fraction' } };
    expect(readLandedCostRules(withFile('MX.json', said)).get('MX')!.duty.general).toBeNull();
  });

  it('refuses a file that is not JSON', () => {
    expect(() => readLandedCostRules(withFile('PE.json', '{ "country": '))).toThrow('landed-cost/PE.json: not valid JSON');
  });
});
