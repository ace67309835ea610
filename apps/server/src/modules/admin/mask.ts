/*
 * Lists in the console show personal numbers masked (security.md, MeEdu's
 * BackendSensitiveDataMaskMiddleware); a member's own detail page shows them whole to those who may.
 */

/** 13800138000 → 138****8000; anything shorter than 7 characters keeps only its first character. */
export function maskMobile(mobile: string): string {
  if (!mobile) return '';
  if (mobile.length < 7) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
