// The SMS button is a small state machine (idle → loading → countdown → idle). The 120 s countdown
// only stops double clicks in the UI; the server enforces the real send budgets.
export const SMS_COUNTDOWN_SECONDS = 120;

export type SmsButtonState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'countdown'; remaining: number };

export type SmsButtonEvent = { type: 'send' } | { type: 'sent' } | { type: 'failed' } | { type: 'tick' };

export const smsIdle: SmsButtonState = { kind: 'idle' };

export function smsButtonReducer(state: SmsButtonState, event: SmsButtonEvent): SmsButtonState {
  switch (event.type) {
    case 'send':
      return state.kind === 'idle' ? { kind: 'loading' } : state;
    case 'sent':
      return state.kind === 'loading' ? { kind: 'countdown', remaining: SMS_COUNTDOWN_SECONDS } : state;
    case 'failed':
      // On failure the caller also clears and refreshes the image captcha (spec §5 / issue 3).
      return state.kind === 'loading' ? smsIdle : state;
    case 'tick':
      if (state.kind !== 'countdown') return state;
      return state.remaining <= 1 ? smsIdle : { kind: 'countdown', remaining: state.remaining - 1 };
  }
}

export const smsButtonDisabled = (s: SmsButtonState) => s.kind !== 'idle';
