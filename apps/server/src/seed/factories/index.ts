/*
 * Row factories shared by seedDemo and by the tests of every area: each inserts one row with
 * sensible defaults, lets the caller override any column and returns the stored row.
 * Everything they create is visible by default (is_show=1, published yesterday).
 * They are written by area in ./factories/; this file gathers them so importers need one path.
 */

export * from './admin';
export * from './catalogue';
export * from './commerce';
export * from './content';
export { hashDemoPassword } from './demo-password';
export { DAY_MS } from './insert-row';
export * from './member';
export * from './system';
