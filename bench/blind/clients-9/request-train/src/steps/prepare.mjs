// Cutting the release: what changed, the branch, the changelog commit.
import { send } from '../send.mjs';

export async function changes(gl, o) {
  return send(gl.compare(o.project, `v${o.previous}`, o.ref), o);
}

export async function mergedRequests(gl, o, iids) {
  return send(gl.mergedRequests(o.project, iids), o);
}

export async function cut(gl, o) {
  return send(gl.createBranch(o.project, `release/${o.version}`, o.ref), o);
}

export async function changelog(gl, o, entries) {
  const content = `## ${o.version}\n\n${entries.map((e) => `* ${e}`).join('\n')}\n`;
  return send(gl.commit(o.project, `release/${o.version}`, `docs: changelog for ${o.version}`, [{ action: 'update', file_path: 'CHANGELOG.md', content }]), o);
}

export async function previousChangelog(gl, o, sha) {
  return send(gl.fileAtCommit(o.project, sha, 'CHANGELOG.md'), o);
}

export async function blob(gl, o, blobSha) {
  return send(gl.rawBlob(o.project, blobSha), o);
}
