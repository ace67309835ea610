import { yuanToFen } from '@shuyuan/contract';
import { sanitizeRichHtml } from '#core/sanitize';

/** What an offline course and a series store alike from their forms: price in fen, clean HTML, shown flag. */
export function sellableValues<I extends { charge: number; render_desc: string; is_show: boolean }>(
  input: I,
  now: number,
) {
  const { charge, render_desc, is_show, ...rest } = input;
  return {
    ...rest,
    render_desc: sanitizeRichHtml(render_desc),
    charge_fen: yuanToFen(charge),
    is_show: is_show ? 1 : 0,
    updated_at: now,
  };
}
