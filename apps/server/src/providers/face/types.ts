import type { MessageLanguage } from '@shuyuan/contract';
/** Real-name face verification behind one interface: Tencent FaceID, or the local simulator. */

export type FaceProviderName = 'tencent' | 'simulator';

export interface FaceVerifyStart {
  /** Where the person verifies (shown as a QR on PC). */
  url: string;
  bizToken: string;
  requestId: string;
  ruleId: string;
}

export type FaceVerifyResult =
  | { status: 'pending' }
  | { status: 'failed'; reason: string }
  | { status: 'passed'; name: string; idNumber: string };

export interface FaceVerifyProvider {
  readonly name: FaceProviderName;
  /**
   * `redirectUrl`: absolute, where the provider sends the person when done. `lang`: the language the member
   * stated, for a page of ours (the simulator's); Tencent's page chooses its own.
   */
  start(input: { redirectUrl: string; siteUrl: string; lang?: MessageLanguage }): Promise<FaceVerifyStart>;
  /** The provider's own result: the only source the server trusts. */
  query(input: { bizToken: string; ruleId: string }): Promise<FaceVerifyResult>;
}
