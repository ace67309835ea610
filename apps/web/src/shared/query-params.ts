/** A positive integer from the address (`?page=`, `?cid=`…), or 0 when missing or malformed. */
export const positiveInt = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
