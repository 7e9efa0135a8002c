// The workspace's remotes, found rather than listed: every folder at the workspace root whose
// package.json has a "puente" field ({ "federationName", "area", "devPort" }). The build, dev
// servers, lint, jest, typecheck and benches read this, so a new remote needs no edit elsewhere.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** @returns {Array<{ dir: string, name: string, area: string, devPort: number, packageName: string }>} */
function discoverRemotes(root = ROOT) {
  const remotes = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const manifest = path.join(root, entry.name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (!pkg.puente || !pkg.puente.federationName) continue;
    remotes.push({ dir: entry.name, name: pkg.puente.federationName, area: pkg.puente.area, devPort: pkg.puente.devPort, packageName: pkg.name });
  }
  return remotes.sort((a, b) => a.devPort - b.devPort || a.dir.localeCompare(b.dir));
}

module.exports = { discoverRemotes, ROOT };
