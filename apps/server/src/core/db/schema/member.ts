import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* Members (the auth and member areas): accounts, sign-ins, identity, deletion, notifications, credits. */

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  avatar: Generated<string>;
  nick_name: string;
  mobile: string;
  /** argon2 hash. */
  password: string;
  credit1: Generated<number>;
  credit2: Generated<number>;
  credit3: Generated<number>;
  is_active: Flag;
  is_lock: Flag;
  role_id: Generated<number>;
  role_expired_at: number | null;
  invite_user_id: Generated<number>;
  invite_balance: Generated<number>;
  is_password_set: Flag;
  is_set_nickname: Flag;
  register_ip: Generated<string>;
  register_area: Generated<string>;
  last_login_id: Generated<number>;
}

export interface NotificationsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** registration | order | credit | course | announcement | system */
  type: string;
  message: string;
  url: Generated<string>;
  read_at: number | null;
}

export interface Credit1RecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** Signed: rewards are positive, spending negative. */
  sum: number;
  remark: string;
  /** Unique per member when set: a reward granted at most once. */
  unique_key: string | null;
}

export interface UserSocialitesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** qq | wechat */
  app: string;
  app_user_id: string;
  union_id: Generated<string>;
  /** JSON text of the provider profile. */
  data: Generated<string>;
}

/** One row per issued member token. */
export interface UserLoginRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  jti: string;
  platform: Generated<string>;
  ip: Generated<string>;
  ua: Generated<string>;
  is_logout: Flag;
  expires_at: number;
}

export interface UserProfilesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  real_name: Generated<string>;
  id_number: Generated<string>;
  is_verify: Flag;
  verify_image_url: Generated<string>;
}

export interface UserFaceVerifyRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  provider: string;
  rule_id: string;
  biz_token: string;
  request_id: Generated<string>;
  /** 0 started, 9 passed, 5 failed. */
  status: Flag;
}

export interface UserDeleteJobsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  submit_at: number;
  expired_at: number;
  /** 0 pending, 1 cancelled by a login, 2 carried out. */
  status: Flag;
}

/** An agreement a member accepted (MeEdu's agreement_user_records): user_protocol | user_private_protocol. */
export interface MemberAgreementsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  agreement: string;
  agreed_at: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
  platform: Generated<string>;
}

export interface SmsRecordsTable extends Timestamps {
  id: Generated<number>;
  mobile: string;
  scene: string;
  provider: string;
  ip: Generated<string>;
  status: Flag;
  error: Generated<string>;
}

export type UserRow = Selectable<UsersTable>;
export type UserSocialiteRow = Selectable<UserSocialitesTable>;
