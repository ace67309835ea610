import type { Migration } from 'kysely/migration';
import { migration001Init } from './001-init';
import { migration002MemberRecords } from './002-member-records';
import { migration003Accounts } from './003-accounts';
import { migration004Catalogue } from './004-catalogue';
import { migration005Commerce } from './005-commerce';
import { migration006Learning } from './006-learning';
import { migration007Admin } from './007-admin';
import { migration008AdminContent } from './008-admin-content';
import { migration011VideoCaptions } from './011-video-captions';
import { migration012Payments } from './012-payments';
import { migration013CertificateRevocation } from './013-certificate-revocation';
import { migration014CommentModeration } from './014-comment-moderation';
import { migration015MeeduRecords } from './015-meedu-records';
import { migration016SanitisedRichText } from './016-sanitised-rich-text';
import { migration017CatalogueReads } from './017-catalogue-reads';
import { migration018SearchLowerCase } from './018-search-lower-case';
import { migration019Jobs } from './019-jobs';
import { migration020MediaTranscodes } from './020-media-transcodes';
import { migration021ExamQuestions } from './021-exam-questions';
import { migration022ExamPapers } from './022-exam-papers';
import { migration023ExamPaperPurchases } from './023-exam-paper-purchases';

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '001-init': migration001Init,
  '002-member-records': migration002MemberRecords,
  '003-accounts': migration003Accounts,
  '004-catalogue': migration004Catalogue,
  '005-commerce': migration005Commerce,
  '006-learning': migration006Learning,
  '007-admin': migration007Admin,
  '008-admin-content': migration008AdminContent,
  '011-video-captions': migration011VideoCaptions,
  '012-payments': migration012Payments,
  '013-certificate-revocation': migration013CertificateRevocation,
  '014-comment-moderation': migration014CommentModeration,
  '015-meedu-records': migration015MeeduRecords,
  '016-sanitised-rich-text': migration016SanitisedRichText,
  '017-catalogue-reads': migration017CatalogueReads,
  '018-search-lower-case': migration018SearchLowerCase,
  '019-jobs': migration019Jobs,
  '020-media-transcodes': migration020MediaTranscodes,
  '021-exam-questions': migration021ExamQuestions,
  '022-exam-papers': migration022ExamPapers,
  '023-exam-paper-purchases': migration023ExamPaperPurchases,
};
