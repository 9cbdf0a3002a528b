// `npm pack` and `npm publish` ship package.json without the `prepare` script: it builds dist/ when
// a developer runs `npm install` in this repository, but in the published package npm would list
// it among the install scripts a consumer must approve. prepack strips it (keeping the original
// beside it) and postpack puts the original back; npm reads the manifest again after prepack.
import fs from 'node:fs';

const FILE = 'package.json';
const KEPT = '.package.json.prepack';

if (process.argv[2] === 'strip') {
  const text = fs.readFileSync(FILE, 'utf8');
  fs.writeFileSync(KEPT, text);
  const manifest = JSON.parse(text);
  delete manifest.scripts.prepare;
  fs.writeFileSync(FILE, JSON.stringify(manifest, null, 2) + '\n');
} else if (process.argv[2] === 'restore') {
  if (fs.existsSync(KEPT)) fs.renameSync(KEPT, FILE);
} else {
  throw new Error('usage: node scripts/publish-manifest.mjs strip|restore');
}
