/*
 * Row factories shared by seedDemo and by the tests of every area: each inserts one row with
 * sensible defaults, lets the caller override any column and returns the stored row.
 * Everything they create is visible by default (is_show=1, published yesterday).
 * They are written by area in ./factories/; this file gathers them so importers need one path.
 */

export * from './factories/admin';
export * from './factories/catalogue';
export * from './factories/commerce';
export * from './factories/content';
export { hashDemoPassword } from './factories/demo-password';
export { DAY_MS } from './factories/insert-row';
export * from './factories/member';
export * from './factories/system';
