import { ApiCode, ApiMessage, type TEnvelope } from '@shuyuan/contract';

/**
 * The one error type of the server. Services throw it; the error handler turns it into the envelope
 * `{code, message, data: []}` (HTTP 200, as MeEdu answers errors).
 */
export class AppError extends Error {
  readonly code: number;

  constructor(message: string, code: number = ApiCode.business) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

export const notFound = (message: string = ApiMessage.notFound) => new AppError(message, ApiCode.notFound);
export const unauthorized = (message: string = ApiMessage.loginRequired) =>
  new AppError(message, ApiCode.unauthorized);
export const tooManyRequests = (message: string = ApiMessage.tooManyRequests) =>
  new AppError(message, ApiCode.tooManyRequests);
export const badParameter = (message: string = ApiMessage.badParameter) =>
  new AppError(message, ApiCode.business);

/** MeEdu answers empty data as `[]`. */
export function errorEnvelope(code: number, message: string): TEnvelope<never[]> {
  return { code, message, data: [] };
}

export function okEnvelope<T>(data: T): TEnvelope<T> {
  return { code: ApiCode.ok, message: '', data };
}
