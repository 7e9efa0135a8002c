import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * The import rules of eslint.config.mjs, applied to code written at a given place: the project's
 * own lint configuration, read by ESLint in a child process (the configuration is an ES module).
 */

const ROOT = path.resolve(__dirname, '..');

/** Whether lint refuses each import, written in a file at `file`. */
function refused(cases: Array<{ file: string; from: string }>): boolean[] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const cases = JSON.parse(process.argv[1]);
    const out = [];
    for (const { file, from } of cases) {
      const [result] = await eslint.lintText(\`import { a } from '\${from}';\\nexport const b = a;\\n\`, { filePath: \`${ROOT}/\${file}\` });
      out.push(result.messages.some((message) => message.ruleId === 'no-restricted-imports'));
    }
    console.log(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as boolean[];
}

describe('where a remote’s code may import from', () => {
  it('keeps a feature to its own files, the remote’s lib/, the shared code and domain packages', () => {
    const feature = 'mf-product/src/features/goods/probe.tsx';
    const cases = [
      { file: feature, from: '../trade/cart', refused: true },
      { file: feature, from: '../../pages/product-info', refused: true },
      { file: feature, from: '../../../../shared/src/ui', refused: true },
      { file: feature, from: '@puente/shared/contract', refused: true },
      { file: feature, from: '@puente/mf-personal-center', refused: true },
      { file: feature, from: './goods-card', refused: false },
      { file: feature, from: '../../lib/query', refused: false },
      { file: feature, from: '../test-support', refused: false },
      { file: feature, from: '@puente/shared', refused: false },
      { file: feature, from: '@puente/landed-cost', refused: false },
      // A page composes features; another remote's features are still out of reach.
      { file: 'mf-personal-center/src/pages/probe.tsx', from: '../features/orders/order-view', refused: false },
      { file: 'mf-personal-center/src/pages/probe.tsx', from: '../../../mf-product/src/features/trade/cart', refused: true },
      // A domain package builds on the shared code alone, never on a remote.
      { file: 'packages/landed-cost/src/probe.tsx', from: '@puente/mf-product', refused: true },
      { file: 'packages/landed-cost/src/probe.tsx', from: '@puente/shared', refused: false },
    ];
    expect(refused(cases).map((result, i) => `${cases[i]!.file} ← ${cases[i]!.from}: ${result ? 'refused' : 'allowed'}`)).toEqual(
      cases.map((c) => `${c.file} ← ${c.from}: ${c.refused ? 'refused' : 'allowed'}`),
    );
  });
});
