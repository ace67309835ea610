/** Header navigation, links, slides, VIP roles, series and home-page blocks of the demo site. */

export interface DemoNav {
  name: string;
  name_en: string;
  url: string;
  active_routes?: string;
  blank?: 1;
}

export const demoNavs: { PC: DemoNav[]; h5: DemoNav[] } = {
  PC: [
    { name: '首页', name_en: 'Home', url: '/' },
    { name: '在线课程', name_en: 'Online Courses', url: '/courses', active_routes: '/courses' },
    { name: '线下课程', name_en: 'Offline Courses', url: '/activates', active_routes: '/activates' },
    { name: '文章', name_en: 'Articles', url: '/articles', active_routes: '/articles' },
    { name: '关于我们', name_en: 'About Us', url: '/about', active_routes: '/about' },
    { name: '开源仓库', name_en: 'GitHub', url: 'https://github.com/', blank: 1 },
  ],
  h5: [
    { name: '首页', name_en: 'Home', url: '/' },
    { name: '课程', name_en: 'Courses', url: '/courses', active_routes: '/courses' },
    { name: '线下课', name_en: 'Offline', url: '/activates', active_routes: '/activates' },
    { name: '文章', name_en: 'Articles', url: '/articles', active_routes: '/articles' },
  ],
};

export const demoLinks = [
  { name: 'MeEdu', url: 'https://www.meedu.vip' },
  { name: 'Vue.js', url: 'https://vuejs.org' },
  { name: 'React', url: 'https://react.dev' },
  { name: 'PostgreSQL', url: 'https://www.postgresql.org' },
];

export interface DemoSlider {
  file: string;
  platform: 'PC' | 'H5';
  title: string;
  subtitle: string;
  cta: string;
  palette: [string, string, string];
  /** A course slug (linked to its detail page) or a site path. */
  course?: string;
  url?: string;
}

export const demoSliders: DemoSlider[] = [
  {
    file: 'pc-1.svg',
    platform: 'PC',
    title: 'React 19 与现代前端工程化',
    subtitle: '会员免费学 · 从 Hooks 到工程化的完整路线',
    cta: '立即学习',
    palette: ['#14532d', '#16a34a', '#bbf7d0'],
    course: 'react19-engineering',
  },
  {
    file: 'pc-2.svg',
    platform: 'PC',
    title: '机器学习基础',
    subtitle: '从线性回归到神经网络，用代码理解每一个公式',
    cta: '查看课程',
    palette: ['#581c87', '#db2777', '#fbcfe8'],
    course: 'machine-learning-basics',
  },
  {
    file: 'pc-3.svg',
    platform: 'PC',
    title: '线下技术沙龙报名中',
    subtitle: '北京 · 上海 · 深圳 · 广州，与讲师面对面交流',
    cta: '查看活动',
    palette: ['#134e4a', '#14b8a6', '#ccfbf1'],
    url: '/activates',
  },
  {
    file: 'h5-1.svg',
    platform: 'H5',
    title: 'Python 数据分析入门',
    subtitle: '免费课程 · 零基础也能学会',
    cta: '免费学习',
    palette: ['#4c1d95', '#7c3aed', '#ede9fe'],
    course: 'python-data-analysis',
  },
  {
    file: 'h5-2.svg',
    platform: 'H5',
    title: '开通会员，畅学好课',
    subtitle: '多门热门课程会员免费',
    cta: '了解会员',
    palette: ['#9a3412', '#f59e0b', '#fef3c7'],
    url: '/vip',
  },
];

export const demoRoles = [
  {
    name: '月度会员',
    charge: 29,
    expire_days: 30,
    weight: 1,
    description: '会员免费课程随心学\n专属会员标识\n学习问题优先答疑',
  },
  {
    name: '年度会员',
    charge: 199,
    expire_days: 365,
    weight: 2,
    description: '会员免费课程随心学\n专属会员标识\n学习问题优先答疑\n线下活动优先报名',
  },
];

export const demoKechengs = [
  {
    slug: 'fullstack-path',
    title: '全栈工程师成长路线',
    charge: 699,
    cover: 'kecheng-1.svg',
    short: '前端、后端与数据库一站打通，四门课程组成的全栈学习路线。',
    courses: ['vue3-in-action', 'react19-engineering', 'nodejs-server', 'postgresql-design'],
    palette: ['#0f172a', '#2563eb', '#bfdbfe'] as [string, string, string],
  },
  {
    slug: 'data-science-path',
    title: '数据科学进阶专栏',
    charge: 599,
    cover: 'kecheng-2.svg',
    short: '从数据分析到深度学习，循序渐进掌握数据科学核心技能。',
    courses: ['python-data-analysis', 'machine-learning-basics', 'deep-learning-pytorch'],
    palette: ['#3b0764', '#c026d3', '#f5d0fe'] as [string, string, string],
  },
];

export const demoAnnouncements = [
  {
    title: '书院正式上线',
    days_ago: 30,
    body: '<p>欢迎来到书院！在这里你可以学习在线课程、报名线下活动、阅读技术文章。</p>',
  },
  {
    title: '会员权益升级通知',
    days_ago: 20,
    body: '<p>年度会员现可免费学习所有标注<strong>会员免费</strong>的课程。</p>',
  },
  {
    title: '线下课程报名功能上线',
    days_ago: 9,
    body: '<p>技术沙龙、训练营与工作坊现已开放在线报名，名额有限，先到先得。</p>',
  },
  {
    title: '系统维护通知',
    days_ago: 4,
    body: '<p>我们将于本周六凌晨 2:00 至 4:00 进行系统升级，期间视频播放可能短暂中断。</p>',
  },
  {
    title: '新课上线：Vue 3 从入门到实战',
    days_ago: 1,
    body: '<p>由前端架构师李明远主讲的《Vue 3 从入门到实战》已上线，<a href="/courses">前往课程列表</a>查看。</p>',
  },
];

/** Home-page blocks; `courses` are slugs that become `items: [{id}]` in the stored config. */
export type DemoBlock =
  | { sign: 'pc-vod-v1' | 'h5-vod-v1'; title: string; courses: string[] }
  | { sign: 'code'; html: string }
  | { sign: 'slider'; slides: string[] }
  /** List blocks rendered from current rows: the next offline courses, the newest articles. */
  | { sign: 'pc-activate-v1' | 'pc-article-v1' | 'h5-article-v1'; title: string; limit: number };

export const demoBlocks: { pc: DemoBlock[]; h5: DemoBlock[] } = {
  pc: [
    {
      sign: 'pc-vod-v1',
      title: '推荐课程',
      courses: [
        'vue3-in-action',
        'react19-engineering',
        'nodejs-server',
        'machine-learning-basics',
        'python-data-analysis',
        'product-manager-101',
        'go-concurrency',
        'writing-and-reporting',
      ],
    },
    {
      sign: 'pc-vod-v1',
      title: '免费好课',
      courses: ['typescript-types', 'python-data-analysis', 'ux-principles', 'excel-data-skills'],
    },
    {
      sign: 'code',
      html:
        '<div style="padding: 24px 32px; border-radius: 12px; background: linear-gradient(90deg, #15803d, #0d9488); color: #ffffff;">' +
        '<h3 style="margin: 0 0 8px; color: #ffffff;">开通年度会员，畅学会员免费课程</h3>' +
        '<p style="margin: 0;">React、Node.js、机器学习等热门课程会员免费学。<a href="/vip" style="color: #ffffff; text-decoration: underline;">了解会员权益</a></p>' +
        '</div>',
    },
    { sign: 'pc-activate-v1', title: '线下课程', limit: 4 },
    { sign: 'pc-article-v1', title: '最新文章', limit: 6 },
  ],
  h5: [
    { sign: 'slider', slides: ['h5-1.svg', 'h5-2.svg'] },
    {
      sign: 'h5-vod-v1',
      title: '推荐课程',
      courses: ['vue3-in-action', 'react19-engineering', 'machine-learning-basics', 'nodejs-server'],
    },
    {
      sign: 'h5-vod-v1',
      title: '免费好课',
      courses: ['python-data-analysis', 'typescript-types', 'excel-data-skills'],
    },
  ],
};
