import { useState } from 'react';

/**
 * The submit of an account form: pending from the click until the server answers. A refusal rejects (the
 * http client has already toasted the envelope's message), so only the pending state ends and `onRefused`
 * runs. A success stays pending: what follows (a login, another dialog, a page) replaces the form, and the
 * button must not take a second click meanwhile.
 */
export function usePendingSubmit<V>(submit: (values: V) => Promise<void>, onRefused?: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (values: V) => {
    setBusy(true);
    try {
      await submit(values);
    } catch {
      onRefused?.();
      setBusy(false);
    }
  };
  return { busy, run };
}
