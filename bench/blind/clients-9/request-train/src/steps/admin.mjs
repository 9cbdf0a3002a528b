// The train's own plumbing: the server version, the hotfix fork, the trigger it was started by.
import { send } from '../send.mjs';

export const serverVersion = (gl, o) => send(gl.version(), o);

export const hotfixFork = (gl, o) => send(gl.fork(o.project, 'release-hotfixes'), o);

export const triggerOwner = (gl, o) => send(gl.trigger(o.project, process.env.CI_TRIGGER_TOKEN ?? o.triggerToken), o);
