import { type NavigateOptions, useSearchParams } from 'react-router';
import { positiveInt } from './query-params';

/**
 * A list's place in the address: `?page=` (1 when missing) and the filters beside it. `go` writes the given
 * values in their order and leaves out the unset ones (undefined, 0) and page 1, so a list's first page
 * keeps its plain address.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) || 1;
  const go = (values: Record<string, string | number | undefined>, options?: NavigateOptions) => {
    const q = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || value === 0 || (key === 'page' && value === 1)) continue;
      q.set(key, String(value));
    }
    setParams(q, options);
  };
  return { params, page, go };
}
