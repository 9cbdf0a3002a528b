// Shipping: the tag, the milestone, a word on each merge request, the old branch gone.
import { send } from '../send.mjs';
import { announcement } from '../notify.mjs';

export async function tag(gl, o) {
  return send(gl.tag(o.project, `v${o.version}`, `release/${o.version}`, `Release ${o.version}`), o);
}

export async function closeMilestone(gl, o, milestoneId) {
  return send(gl.closeMilestone(o.project, milestoneId), o);
}

export async function thank(gl, o, mr) {
  return send(gl.noteOnMergeRequest(o.project, mr, `Shipped in ${o.version} 🚂`), o);
}

export async function dropBranch(gl, o) {
  return send(gl.deleteBranch(o.project, `release/${o.previous}`), o);
}

export async function announce(o) {
  return send(announcement(`${o.project} ${o.version} is out`), o);
}
