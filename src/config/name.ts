// The configuration's names, apart from its loader: the file kinds (languages/config-files/kind.ts) know the
// file by name on every thread, where loading the reader and the validator would be wasted.
export const CONFIG_NAME = 'gitlab-v4-migrate';
export const CONFIG_FILE = `${CONFIG_NAME}.config.json`;
/** Where the configuration is looked for, in the folder the tool runs in, in this order. */
export const SEARCH_PLACES = [CONFIG_FILE, 'package.json'];
