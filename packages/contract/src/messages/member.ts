import type { MessageTable } from '../messages';

/** The member centre: profile, binding, face verification, messages and credits (decision 035). */
export const memberMessages = {
  'member.alreadyBound': { zh: '已绑定', en: 'Already bound' },
  'member.bindMobileFirst': { zh: '请绑定手机号', en: 'Please bind a mobile number first' },
  'member.deletionPending': { zh: '用户已申请注销', en: 'This account is being deleted' },
  'member.faceDone': { zh: '当前学员已完成实人认证', en: 'You have already completed face verification' },
  'member.faceCannotStart': { zh: '无法发起实名认证', en: 'Identity verification cannot start' },
  'member.faceVerified': { zh: '您已通过实名认证', en: 'You have passed identity verification' },
  'member.nicknameRequired': { zh: '请输入昵称', en: 'Please enter a nickname' },
  'member.nicknameTooLong': { zh: '昵称不能超过24个字符', en: 'A nickname has at most 24 characters' },
  'member.nicknameAlreadySet': { zh: '当前用户已配置昵称', en: 'Your nickname is already set' },
  'member.nicknameTaken': { zh: '昵称已经存在', en: 'This nickname is taken' },
  'member.fileRequired': { zh: '请上传文件', en: 'Please upload a file' },
  'member.notAnImage': { zh: '请上传图片文件', en: 'Please upload an image file' },
  'member.fileTooLarge': { zh: '文件不能超过1M', en: 'The file must not exceed 1 MB' },
  'member.creditChange': {
    zh: '积分变动:{sum}，备注:{remark}',
    en: 'Points changed: {sum}, note: {remark}',
  },
} as const satisfies MessageTable;
