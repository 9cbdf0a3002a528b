// A headless stand-in for Botkit 0.6's Slack controller: Botkit.slackbot({ json_file_store }),
// controller.hears(patterns, events, handler(bot, message)) with message.match, controller.on,
// controller.spawn({ token }), bot.reply(message, text, cb), and controller.storage.teams /
// users / channels .get(id, cb) / .save(obj, cb) over one JSON file per object (the
// json_file_store layout). controller.receiveMessage(bot, message) runs the first matching
// handler and resolves when its reply is sent.
'use strict';
const fs = require('fs');
const path = require('path');

function store(dir, kind) {
  const folder = path.join(dir, kind);
  return {
    get(id, cb) {
      fs.readFile(path.join(folder, id + '.json'), 'utf8', (err, text) => (err ? cb(err) : cb(null, JSON.parse(text))));
    },
    save(obj, cb) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFile(path.join(folder, obj.id + '.json'), JSON.stringify(obj, null, 2), (err) => cb && cb(err, obj.id));
    },
  };
}

function slackbot(config) {
  const listeners = [];
  const events = {};
  const dir = path.resolve(config.json_file_store);
  let pending = null;
  const controller = {
    config,
    storage: { teams: store(dir, 'teams'), users: store(dir, 'users'), channels: store(dir, 'channels') },
    hears(patterns, types, handler) {
      listeners.push({ patterns: [].concat(patterns).map((p) => (p instanceof RegExp ? p : new RegExp(p, 'i'))), types: types.split(','), handler });
      return controller;
    },
    on(event, handler) {
      (events[event] = events[event] || []).push(handler);
      return controller;
    },
    spawn(options) {
      return {
        config: options,
        identity: { id: 'U0BOT', name: 'tanuki' },
        reply(message, text, cb) {
          const done = pending;
          pending = null;
          if (cb) cb(null, { ok: true });
          if (done) done.resolve(text);
        },
      };
    },
    receiveMessage(bot, message) {
      return new Promise((resolve, reject) => {
        for (const l of listeners) {
          if (!l.types.includes(message.type)) continue;
          for (const p of l.patterns) {
            const match = p.exec(message.text);
            if (match) {
              pending = { resolve, reject };
              try {
                l.handler(bot, Object.assign({}, message, { match }));
              } catch (err) {
                reject(err);
              }
              return;
            }
          }
        }
        resolve(null);
      });
    },
  };
  return controller;
}

module.exports = { slackbot };
