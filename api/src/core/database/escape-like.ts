/**
 * A person's search words as a literal inside a LIKE pattern: `\`, `%` and `_` are escaped, so "50%_off"
 * matches those characters and no others. Every LIKE built from what someone typed goes through here.
 */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
