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
  menu: '菜单',
  captcha: '图形验证码',
  captchaRefresh: '看不清？换一张',
  captchaAudio: '播放语音验证码',
  dashboard: '数据概览',
  auditLogs: '操作日志',
  menuContent: '内容',
  menuCourses: '课程',
  menuMedia: '媒体库',
  menuOrders: '订单',
  menuRefunds: '退款记录',
  menuPromoCodes: '优惠码',
  menuRoles: 'VIP 会员',
  menuMembers: '会员',
  menuAdmins: '管理员',
  menuSettings: '系统设置',
  sections: { content: '课程内容', site: '站点内容', business: '会员与订单', system: '系统' },
  menuCategories: '分类',
  menuTeachers: '讲师',
  menuKechengs: '专栏',
  menuActivates: '线下课',
  menuLinks: '友情链接',
  menuArticles: '文章',
  menuAnnouncements: '公告',
  menuSliders: '轮播图',
  menuNavs: '导航',
  menuBlocks: '首页装修',
  welcome: '欢迎，{name}',
  role: { super: '超级管理员', editor: '内容编辑', finance: '财务', support: '客服' },
  roleLabel: '角色',
  lastLogin: '上次登录',
  colTime: '时间',
  colAdmin: '管理员',
  colAction: '操作',
  colTarget: '对象',
  colIp: 'IP',
  colChange: '变更',
  required: '必填',
  requiredOf: '请输入{label}',
  noPermission: '无权限',
  dash: {
    days: '近 {n} 天',
    revenueToday: '今日收入',
    revenue: '近 {n} 天收入',
    paidOrders: '支付订单',
    newMembers: '新会员',
    activeLearners: '活跃学员（近 {n} 天）',
    activeDaily: '当日活跃学员',
    trend: '收入与订单',
    revenueYuan: '收入（元）',
    orders: '订单',
    topCourses: '热销课程',
    sales: '销量',
    noSales: '暂无销售',
    people: '新会员与活跃学员',
  },
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
  menu: 'Menu',
  captcha: 'Captcha',
  captchaRefresh: 'Another image',
  captchaAudio: 'Play audio code',
  dashboard: 'Dashboard',
  auditLogs: 'Audit log',
  menuContent: 'Content',
  menuCourses: 'Courses',
  menuMedia: 'Media library',
  menuOrders: 'Orders',
  menuRefunds: 'Refunds',
  menuPromoCodes: 'Promo codes',
  menuRoles: 'VIP plans',
  menuMembers: 'Members',
  menuAdmins: 'Administrators',
  menuSettings: 'Settings',
  sections: { content: 'Courses', site: 'Site content', business: 'Members and orders', system: 'System' },
  menuCategories: 'Categories',
  menuTeachers: 'Teachers',
  menuKechengs: 'Series',
  menuActivates: 'Offline courses',
  menuLinks: 'Links',
  menuArticles: 'Articles',
  menuAnnouncements: 'Announcements',
  menuSliders: 'Sliders',
  menuNavs: 'Navigation',
  menuBlocks: 'Home blocks',
  welcome: 'Welcome, {name}',
  role: { super: 'Super admin', editor: 'Editor', finance: 'Finance', support: 'Support' },
  roleLabel: 'Role',
  lastLogin: 'Last login',
  colTime: 'Time',
  colAdmin: 'Admin',
  colAction: 'Action',
  colTarget: 'Target',
  colIp: 'IP',
  colChange: 'Change',
  required: 'Required',
  requiredOf: 'Please enter: {label}',
  noPermission: 'No permission',
  dash: {
    days: '{n} days',
    revenueToday: 'Revenue today',
    revenue: 'Revenue, {n} days',
    paidOrders: 'Paid orders',
    newMembers: 'New members',
    activeLearners: 'Active learners ({n} days)',
    activeDaily: 'Active learners that day',
    trend: 'Revenue and orders',
    revenueYuan: 'Revenue (yuan)',
    orders: 'Orders',
    topCourses: 'Top courses',
    sales: 'Sales',
    noSales: 'No sales yet',
    people: 'New members and active learners',
  },
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

/** Both languages of the console's shell strings (the key-parity test reads every `texts`). */
export const texts = { cn, en };

/** The strings of a console page in the site's language (English when it starts with en, else Chinese). */
export function useTexts<T>(both: { cn: T; en: T }): T {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? both.en : both.cn;
}

export function useAdminText(): AdminText {
  return useTexts(texts);
}

/** The rule of a required form field, with its message in the console's language (`请输入标题`). */
export function useRequired(): (label: string) => { required: true; message: string }[] {
  const text = useAdminText();
  return (label) => [{ required: true, message: text.requiredOf.replace('{label}', label) }];
}
