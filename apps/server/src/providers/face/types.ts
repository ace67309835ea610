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
  /** `redirectUrl`: absolute, where the provider sends the person when done. */
  start(input: { redirectUrl: string; siteUrl: string }): Promise<FaceVerifyStart>;
  /** The provider's own result: the only source the server trusts. */
  query(input: { bizToken: string; ruleId: string }): Promise<FaceVerifyResult>;
}
