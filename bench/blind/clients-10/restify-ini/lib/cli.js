'use strict';
const conf = require('./config');

const commands = Object.assign({}, require('./commands/ci'), require('./commands/repo'), require('./commands/admin'), require('./commands/mirror'));

// argv: <command> [positional…] [--flag value]
function parse(argv) {
  const args = { _: [], project: conf.gitlab.project };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i].startsWith('--')) args[argv[i].slice(2)] = argv[++i];
    else args._.push(argv[i]);
  }
  return args;
}

exports.run = function (argv) {
  const command = commands[argv[0]];
  if (!command) return Promise.reject(new Error('unknown command ' + argv[0]));
  return command(parse(argv));
};
