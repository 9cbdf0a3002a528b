// A trimmed copy of @actions/core: inputs from the runner's INPUT_* variables, outputs, logging
// and the failure status.
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

export function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
  if (options && options.required && !val) throw new Error(`Input required and not supplied: ${name}`);
  if (options && options.trimWhitespace === false) return val;
  return val.trim();
}

export function getBooleanInput(name, options) {
  const trueValue = ['true', 'True', 'TRUE'];
  const falseValue = ['false', 'False', 'FALSE'];
  const val = getInput(name, options);
  if (trueValue.includes(val)) return true;
  if (falseValue.includes(val)) return false;
  throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\nSupport boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}

export const outputs = {};

export function setOutput(name, value) {
  outputs[name] = value;
  const file = process.env.GITHUB_OUTPUT;
  if (file) appendFileSync(file, `${name}<<ghadelimiter${EOL}${value}${EOL}ghadelimiter${EOL}`);
}

export function setSecret(secret) {
  if (process.env.GITHUB_ACTIONS) process.stdout.write(`::add-mask::${secret}${EOL}`);
}

export const isDebug = () => process.env.RUNNER_DEBUG === '1';
export function debug(message) {
  if (isDebug()) process.stdout.write(`::debug::${message}${EOL}`);
}
export function info(message) {
  if (process.env.GITHUB_ACTIONS) process.stdout.write(message + EOL);
}
export function warning(message) {
  if (process.env.GITHUB_ACTIONS) process.stdout.write(`::warning::${message}${EOL}`);
}
export function setFailed(message) {
  process.exitCode = 1;
  if (process.env.GITHUB_ACTIONS) process.stdout.write(`::error::${message}${EOL}`);
  else setFailed.last = message;
}
