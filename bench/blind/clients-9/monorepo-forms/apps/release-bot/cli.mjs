// npm run release -- <project> <version>
import * as release from './release.mjs';
import { recordFixVersion } from './jira.mjs';

export async function main([project, version] = process.argv.slice(2)) {
  await release.cutBranch(project, version);
  await release.bumpPackageJson(project, version, { name: project.split('/').pop() });
  await release.startPackaging(project, version, process.env.ACME_PACKAGING_TRIGGER);
  await release.tagRelease(project, version, `Release ${version}`);
  await recordFixVersion('ACME', version);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
