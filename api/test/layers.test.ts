import fs from 'node:fs';
import path from 'node:path';

/*
 * The API's layers as api/CONTEXT.md states them, read from the imports themselves: no file imports
 * itself round a cycle, and each layer imports only the layers below it.
 */

const SRC = path.resolve(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files of src/ a file imports (type imports too: a cycle of types is a cycle a reader follows). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s+'(\.[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), match[1]!);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    if (target) found.add(target);
  }
  return [...found];
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** The layer a file belongs to: its first folder under src/ (a file outside src/, such as the demo data in api/seed/, is `..`, which no layer may import). */
const layerOf = (file: string) => rel(file).split('/')[0]!;

/** Which layers each layer may import (besides its own files). */
const MAY_IMPORT: Record<string, string[]> = {
  config: [],
  db: ['config'],
  repositories: ['db', 'config', 'services'],
  services: ['db', 'config', 'repositories'],
  routes: ['services', 'repositories', 'db', 'config'],
  plugins: ['services', 'repositories', 'db', 'config', 'routes'],
  web: ['config'],
  cli: ['services', 'repositories', 'db', 'config'],
};

describe('the API’s layers', () => {
  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('imports only downward: routes → services → repositories → db, and the web host apart', () => {
    const wrong: string[] = [];
    for (const [file, imports] of graph) {
      const layer = layerOf(file);
      const allowed = MAY_IMPORT[layer];
      if (!allowed) continue;
      for (const target of imports) {
        const to = layerOf(target);
        if (to !== layer && !allowed.includes(to)) wrong.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
