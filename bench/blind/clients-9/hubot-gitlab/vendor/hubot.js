// A trimmed stand-in for Hubot 3's Robot as a script sees it: `respond` / `hear` listeners,
// `robot.http(url)` (scoped-http-client with Hubot's User-Agent), a key-value `brain`, `loadFile`,
// and a test adapter whose `receive(user, text)` resolves with the first thing the bot says back.
const path = require('node:path');
const HttpClient = require('./scoped-http-client');

class Brain {
  constructor() {
    this.data = { _private: {} };
  }
  get(key) {
    return this.data._private[key] ?? null;
  }
  set(key, value) {
    this.data._private[key] = value;
    return this;
  }
}

class Response {
  constructor(robot, message, match, reply) {
    this.robot = robot;
    this.message = message;
    this.match = match;
    this.envelope = { room: message.room, user: message.user, message };
    this.reply_ = reply;
  }
  send(...strings) {
    this.reply_(strings.join('\n'));
  }
  reply(...strings) {
    this.reply_(strings.map((s) => `${this.message.user.name}: ${s}`).join('\n'));
  }
}

class Robot {
  constructor(name = 'hubot') {
    this.name = name;
    this.version = '3.5.0';
    this.listeners = [];
    this.brain = new Brain();
    this.globalHttpOptions = {};
    this.logger = { info() {}, debug() {}, warning() {}, error: (...a) => console.error(...a) };
  }

  respondPattern(regex) {
    const source = regex.source.replace(/^\^/, '');
    return new RegExp(`^\\s*[@]?${this.name}[:,]?\\s*(?:${source})`, regex.flags);
  }

  hear(regex, callback) {
    this.listeners.push({ regex, callback });
  }

  respond(regex, callback) {
    this.listeners.push({ regex: this.respondPattern(regex), callback });
  }

  http(url, options) {
    return HttpClient.create(url, Object.assign({}, this.globalHttpOptions, options)).header('User-Agent', `Hubot/${this.version}`);
  }

  loadFile(dir, file) {
    const script = require(path.join(dir, file));
    if (typeof script === 'function') script(this);
    else this.logger.warning(`Expected ${file} to assign a function to module.exports`);
  }

  receive(user, text, room = 'ops') {
    const message = { user, text, room };
    return new Promise((resolve, reject) => {
      for (const { regex, callback } of this.listeners) {
        const match = text.match(regex);
        if (!match) continue;
        try {
          callback(new Response(this, message, match, resolve));
        } catch (err) {
          reject(err);
        }
        return;
      }
      resolve(null);
    });
  }
}

module.exports = { Robot, Brain, Response };
