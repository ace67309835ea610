import { useParams } from 'react-router';

/** A positive integer from the address (`?page=`, `?cid=`…), or 0 when missing or malformed. */
export const positiveInt = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The route's `:name` parameter as a positive integer (a record's id), or 0 when malformed. */
export const useIdParam = (name: string): number => positiveInt(useParams()[name] ?? null);
