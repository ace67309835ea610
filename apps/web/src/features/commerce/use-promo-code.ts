import { useCallback, useState } from 'react';
import { fetchPromoReward } from './api/check-promo-code';

export type PromoStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export interface AppliedPromo {
  code: string;
  /** The code's reward, yuan (the discount is capped at the price). */
  reward: number;
}

/** The promo-code box of /order: what was typed, and whether the server accepted it for this member. */
export function usePromoCode() {
  const [input, setInputRaw] = useState('');
  const [status, setStatus] = useState<PromoStatus>('idle');
  const [applied, setApplied] = useState<AppliedPromo | null>(null);

  /** Typing again forgets the last verdict: the code shown is no longer the one checked. */
  const setInput = useCallback((value: string) => {
    setInputRaw(value);
    setStatus('idle');
    setApplied(null);
  }, []);

  /** Asks the server; resolves with the applied code, or null when there is none or it is refused. */
  const check = useCallback(async (): Promise<AppliedPromo | null> => {
    const code = input.trim();
    if (!code) {
      setStatus('idle');
      setApplied(null);
      return null;
    }
    setStatus('checking');
    try {
      const reward = await fetchPromoReward(code);
      if (reward === null) {
        setStatus('invalid');
        setApplied(null);
        return null;
      }
      const next = { code, reward };
      setStatus('valid');
      setApplied(next);
      return next;
    } catch {
      // A code longer than the server allows, or no answer: either way it cannot be used now.
      setStatus('invalid');
      setApplied(null);
      return null;
    }
  }, [input]);

  /** The order call refused the code (used up meanwhile). */
  const markInvalid = useCallback(() => {
    setStatus('invalid');
    setApplied(null);
  }, []);

  return { input, setInput, status, applied, check, markInvalid };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
