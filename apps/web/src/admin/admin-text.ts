import { useTranslation } from 'react-i18next';

/*
 * The console's strings live here, not in the storefront's i18n files, so visitors of the site never
 * download them; the language follows the site's i18next language.
 */
const cn = {
  title: '书苑管理后台',
  username: '用户名',
  password: '密码',
  login: '登录',
  logout: '退出登录',
  captcha: '图形验证码',
  captchaRefresh: '看不清？换一张',
  dashboard: '数据概览',
  auditLogs: '操作日志',
  menuContent: '内容',
  menuCourses: '课程',
  menuMedia: '媒体库',
  menuOrders: '订单',
  menuPromoCodes: '优惠码',
  menuRoles: 'VIP 会员',
  menuMembers: '会员',
  menuAdmins: '管理员',
  welcome: '欢迎，{name}',
  role: { super: '超级管理员', editor: '内容编辑', finance: '财务', support: '客服' },
  roleLabel: '角色',
  lastLogin: '上次登录',
  dashboardPending: '经营数据图表将在后续版本提供。',
  colTime: '时间',
  colAdmin: '管理员',
  colAction: '操作',
  colTarget: '对象',
  colIp: 'IP',
  colChange: '变更',
  required: '必填',
  noPermission: '无权限',
  accounts: {
    create: '新建管理员',
    edit: '编辑',
    save: '保存',
    saved: '已保存',
    name: '姓名',
    locked: '锁定',
    newPassword: '新密码（留空不改）',
  },
};
export type AdminText = typeof cn;

const en: AdminText = {
  title: 'Shuyuan Admin',
  username: 'Username',
  password: 'Password',
  login: 'Log in',
  logout: 'Log out',
  captcha: 'Captcha',
  captchaRefresh: 'Another image',
  dashboard: 'Dashboard',
  auditLogs: 'Audit log',
  menuContent: 'Content',
  menuCourses: 'Courses',
  menuMedia: 'Media library',
  menuOrders: 'Orders',
  menuPromoCodes: 'Promo codes',
  menuRoles: 'VIP plans',
  menuMembers: 'Members',
  menuAdmins: 'Administrators',
  welcome: 'Welcome, {name}',
  role: { super: 'Super admin', editor: 'Editor', finance: 'Finance', support: 'Support' },
  roleLabel: 'Role',
  lastLogin: 'Last login',
  dashboardPending: 'Business charts come in a later version.',
  colTime: 'Time',
  colAdmin: 'Admin',
  colAction: 'Action',
  colTarget: 'Target',
  colIp: 'IP',
  colChange: 'Change',
  required: 'Required',
  noPermission: 'No permission',
  accounts: {
    create: 'New administrator',
    edit: 'Edit',
    save: 'Save',
    saved: 'Saved',
    name: 'Name',
    locked: 'Locked',
    newPassword: 'New password (empty: unchanged)',
  },
};

export function useAdminText(): AdminText {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? en : cn;
}
