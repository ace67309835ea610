/*
 * How a typed fill-in answer is compared with the accepted ones (decision 045): NFKC folds full-width
 * letters, digits, punctuation and the ideographic space into their half-width forms; outer spaces go and
 * inner runs become one space; Latin letters are compared without case. Other scripts keep their case
 * (Greek δ and Δ can mean different things in a formula).
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
}
