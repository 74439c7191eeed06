/**
 * `Object.entries` for node-polyglot (react-admin's translator), which asks for the `object.entries`
 * polyfill: every browser the app supports has it, and the polyfill brings 20 small packages
 * (get-intrinsic, call-bind, define-properties, ...) into the entry. vite.config.ts points the
 * polyfill's name here.
 */
const entries: <T>(object: { [key: string]: T } | ArrayLike<T>) => [string, T][] = Object.entries;
export default entries;
