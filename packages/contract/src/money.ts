/*
 * Money is stored as integer fen and travels as yuan (MeEdu's wire, two decimals at most): the one pair of
 * conversions the server, the console and the storefront use.
 */

/** Integer fen to the wire's yuan. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100;
}

/** The wire's yuan back to integer fen; rounds away float noise such as 19.99 * 100. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}
