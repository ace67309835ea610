export * from './activates';
export * from './admin';
export * from './admin-accounts';
export * from './admin-attachments';
export * from './admin-blocks';
export * from './admin-captions';
export * from './admin-catalogue';
export * from './admin-comments';
export * from './admin-common';
export * from './admin-content';
export * from './admin-courses';
export * from './admin-dashboard';
export * from './admin-exam-papers';
export * from './admin-exams';
export * from './admin-fields';
export * from './admin-media';
export * from './admin-members';
export * from './admin-orders';
export * from './admin-payments';
export * from './admin-settings';
export * from './admin-storage';
export * from './admin-transcodes';
export * from './auth';
export * from './auth-dev';
export * from './captcha-audio';
export * from './catalogue';
export * from './comments';
export * from './commerce';
export * from './content';
export * from './endpoint';
export * from './envelope';
export * from './exam-papers';
export * from './exam-papers-meedu';
export * from './exam-questions';
export * from './learning';
export * from './member';
export * from './messages';
export * from './money';
export * from './origins';
export * from './payments';
export * from './search';
export * from './system';
export * from './time-zone';

import * as activates from './activates';
import * as admin from './admin';
import * as adminAccounts from './admin-accounts';
import * as adminAttachments from './admin-attachments';
import * as adminBlocks from './admin-blocks';
import * as adminCaptions from './admin-captions';
import * as adminCatalogue from './admin-catalogue';
import * as adminComments from './admin-comments';
import * as adminContent from './admin-content';
import * as adminCourses from './admin-courses';
import * as adminDashboard from './admin-dashboard';
import * as adminExamPapers from './admin-exam-papers';
import * as adminExams from './admin-exams';
import * as adminMedia from './admin-media';
import * as adminMembers from './admin-members';
import * as adminOrders from './admin-orders';
import * as adminPayments from './admin-payments';
import * as adminSettings from './admin-settings';
import * as adminStorage from './admin-storage';
import * as adminTranscodes from './admin-transcodes';
import * as auth from './auth';
import * as authDev from './auth-dev';
import * as captchaAudio from './captcha-audio';
import * as catalogue from './catalogue';
import * as comments from './comments';
import * as commerce from './commerce';
import * as content from './content';
import type { Endpoint } from './endpoint';
import * as examPapers from './exam-papers';
import * as examPapersMeedu from './exam-papers-meedu';
import * as learning from './learning';
import * as member from './member';
import * as payments from './payments';
import * as searchCalls from './search';
import * as system from './system';

function collect(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod).filter(
    (v): v is Endpoint =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v,
  );
}

/** Every call of the wire contract, for route registration checks and /api/docs. */
export const endpoints: Endpoint[] = [
  ...collect(system),
  ...collect(catalogue),
  ...collect(content),
  ...collect(activates),
  ...collect(comments),
  ...collect(searchCalls),
  ...collect(commerce),
  ...collect(payments),
  ...collect(admin),
  ...collect(adminCourses),
  ...collect(adminCaptions),
  ...collect(adminMedia),
  ...collect(adminTranscodes),
  ...collect(adminOrders),
  ...collect(adminPayments),
  ...collect(adminAccounts),
  ...collect(adminMembers),
  ...collect(adminComments),
  ...collect(adminDashboard),
  ...collect(adminSettings),
  ...collect(adminStorage),
  ...collect(adminContent),
  ...collect(adminCatalogue),
  ...collect(adminExams),
  ...collect(adminExamPapers),
  ...collect(adminAttachments),
  ...collect(adminBlocks),
  ...collect(auth),
  ...collect(authDev),
  ...collect(captchaAudio),
  ...collect(member),
  ...collect(learning),
  ...collect(examPapers),
  ...collect(examPapersMeedu),
];
