// A stand-in for what `danger ci` puts in a Dangerfile's scope on GitLab: the `danger` DSL object
// (`danger.gitlab.mr`, `danger.gitlab.metadata`, `danger.git`) and the `warn` / `fail` / `message` /
// `markdown` / `schedule` functions, installed as globals like the runner does.
export const results = { fails: [], warnings: [], messages: [], markdowns: [] };
const scheduled = [];

export function installDanger(dsl) {
  Object.assign(globalThis, {
    danger: dsl,
    fail: (m) => results.fails.push(m),
    warn: (m) => results.warnings.push(m),
    message: (m) => results.messages.push(m),
    markdown: (m) => results.markdowns.push(m),
    schedule: (p) => scheduled.push(typeof p === 'function' ? p() : p),
  });
}

export const settle = () => Promise.all(scheduled.splice(0));
