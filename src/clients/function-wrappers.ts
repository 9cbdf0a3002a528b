// Library functions that return a function calling the one they are given with the caller's
// arguments (a callback appended, or the result cached), as data: a request the given function makes
// is made with the arguments of the calls of the returned one, so those calls are its callers
// (`const call = Meteor.wrapAsync(function (method, path, options, callback) { HTTP.call(method, API + path, options, callback) })`;
// a result assigned to a member is not read: its base is held). Timing wrappers (`debounce`,
// `throttle`) drop calls, and `once` all calls but the first: not here.

/** The names the wrapping function is called by, as a method (`util.promisify`) or alone (`pify`). */
export const ARGUMENT_KEEPERS: ReadonlySet<string> = new Set([
  // Meteor: a function taking a node-style callback last, called as if synchronous.
  'wrapAsync',
  // node:util, bluebird (`Promise.promisify`), pify: the callback appended.
  'promisify',
  'pify',
  // node:util: a promise-returning function called with a callback last.
  'callbackify',
  // lodash/underscore: the same arguments, the result kept by the first's key.
  'memoize',
]);
