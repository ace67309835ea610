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
  dashboard: '数据概览',
  auditLogs: '操作日志',
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
};
export type AdminText = typeof cn;

const en: AdminText = {
  title: 'Shuyuan Admin',
  username: 'Username',
  password: 'Password',
  login: 'Log in',
  logout: 'Log out',
  dashboard: 'Dashboard',
  auditLogs: 'Audit log',
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
};

export function useAdminText(): AdminText {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? en : cn;
}
