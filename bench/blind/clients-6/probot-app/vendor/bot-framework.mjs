// A trimmed copy of a Probot-style framework for GitLab webhooks: `app.on(event, handler)` where
// event is `<object_kind>` or `<object_kind>.<action>`, and `app.receive({ name, payload })`
// runs the matching handlers with a Context carrying the payload and an authenticated REST helper.
export class Context {
  constructor(event, gitlab, log) {
    this.name = event.name;
    this.payload = event.payload;
    this.gitlab = gitlab;
    this.log = log;
  }

  get project() {
    return this.payload.project;
  }

  get action() {
    return this.payload.object_attributes?.action;
  }
}

export class Application {
  constructor({ gitlab, log = console }) {
    this.handlers = [];
    this.gitlab = gitlab;
    this.log = log;
  }

  on(events, handler) {
    for (const event of [].concat(events)) this.handlers.push({ event, handler });
  }

  load(plugin) {
    plugin(this);
    return this;
  }

  async receive(event) {
    const context = new Context(event, this.gitlab, this.log);
    const names = [event.name, context.action ? `${event.name}.${context.action}` : null];
    const matched = this.handlers.filter((h) => names.includes(h.event));
    for (const { handler } of matched) await handler(context);
  }
}
