import type { MessageTable } from '../messages';

/**
 * The envelope's own messages and the schema messages every area shares (decision 035). 请勿重复绑定 is not
 * here on purpose: clients recognise it (spec §8) and never show it, so it stays Chinese in every language.
 */
export const commonMessages = {
  'api.notFound': { zh: '资源不存在', en: 'Not found' },
  'api.routeNotFound': { zh: '路由不存在', en: 'No such route' },
  'api.tooManyRequests': { zh: '请稍后再试', en: 'Please try again later' },
  'api.serverError': { zh: '错误', en: 'Error' },
  'api.loginRequired': { zh: '请登录', en: 'Please log in' },
  'api.loginAgain': { zh: '请重新登录', en: 'Please log in again' },
  'api.badParameter': { zh: '参数错误', en: 'Invalid parameters' },
  'api.bodyTooLarge': { zh: '请求内容过大', en: 'The request is too large' },
  'api.badJson': { zh: '请求内容不是有效的JSON', en: 'The request is not valid JSON' },
  'api.badContentType': { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  'api.forbidden': { zh: '无权限', en: 'No permission' },
  'settings.badTimeZone': { zh: '时区错误', en: 'Invalid time zone' },
  'settings.timeZoneName': {
    zh: '时区须为 IANA 时区名，如 Asia/Shanghai',
    en: 'The time zone must be an IANA zone name such as Asia/Shanghai',
  },
  'blocks.pageNameRequired': { zh: 'page_name参数不能为空', en: 'page_name is required' },
  'search.keywordsRequired': { zh: '请输入关键字', en: 'Please enter a keyword' },
  'search.keywordsTooLong': { zh: '关键字过长', en: 'The keyword is too long' },
  'comment.contentRequired': { zh: '请输入评论内容', en: 'Please enter a comment' },
  'comment.tooLong': { zh: '评论内容最多140个字符', en: 'A comment has at most 140 characters' },
  'comment.forbidden': { zh: '禁止提交评论', en: 'Comments are not allowed' },
  'comment.pending': { zh: '评论审核中', en: 'Your comment is awaiting review' },
  'comment.dailyLimit': { zh: '已超出每日评论限制', en: 'You have reached the daily comment limit' },
  'activate.ended': { zh: '活动已结束', en: 'The activity has ended' },
  'activate.enrolClosed': { zh: '报名已截止', en: 'Enrolment has closed' },
  'activate.full': { zh: '名额已满', en: 'No places left' },
  'activate.enrolled': { zh: '您已报名', en: 'You have already enrolled' },
  'activate.paid': {
    zh: '该活动需付费报名，请先下单',
    en: 'This activity is paid: please place an order first',
  },
} as const satisfies MessageTable;
