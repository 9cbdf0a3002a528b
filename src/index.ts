export * from './core/index.js';
export { rulebook, ruleIds, changeKeys, entriesFor } from './rulebook/index.js';
