/** What a provider needs to deliver one verification code. */
export interface SmsMessage {
  mobile: string;
  /** login | register | password_reset | mobile_bind: picks the provider's template. */
  scene: string;
  code: string;
  /** The text as a person reads it (the log provider shows it; real providers fill their template). */
  content: string;
}

export interface SmsProvider {
  readonly name: 'log' | 'aliyun' | 'tencent';
  /** Resolves when the provider accepted the message; throws SmsSendError when it refused. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}
