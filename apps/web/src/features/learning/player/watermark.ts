/*
 * The moving watermark (config player.bullet_secret; the server already filled in the member's mobile).
 * The mobile is shown masked (138****0000): enough to trace a leak to an account without printing the
 * whole number over every frame. Positions stay in the upper three quarters so captions stay readable.
 */

export function maskMobiles(text: string): string {
  return text.replace(/(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g, '$1****$2');
}

export interface WatermarkSpot {
  /** Percent of the player's width and height for the text's top-left corner. */
  left: number;
  top: number;
}

/** How often the text moves (reduced motion: never). */
export const WATERMARK_MOVE_MS = 8_000;

/** The next spot, from a random number in [0, 1) per axis; confined to 5–65 % across and 5–70 % down. */
export function watermarkSpot(rx: number, ry: number): WatermarkSpot {
  return { left: 5 + Math.round(rx * 60), top: 5 + Math.round(ry * 65) };
}

/** With prefers-reduced-motion the text sits still in one corner (WCAG 2.2.2). */
export const STILL_SPOT: WatermarkSpot = { left: 4, top: 6 };
