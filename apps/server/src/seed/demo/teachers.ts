export interface DemoTeacher {
  key: string;
  name: string;
  name_en: string;
  title: string;
  description: string;
  palette: [string, string];
}

export const demoTeachers: DemoTeacher[] = [
  {
    key: 'li',
    name: '李明远',
    name_en: 'Li Mingyuan',
    title: '前端架构师',
    description: '十年前端开发经验，曾主导多个千万级用户产品的前端架构设计，Vue 与 React 生态的长期贡献者。',
    palette: ['#1d4ed8', '#06b6d4'],
  },
  {
    key: 'wang',
    name: '王思涵',
    name_en: 'Wang Sihan',
    title: '资深后端工程师',
    description: '专注分布式系统与数据库性能优化，熟悉 Go、Node.js 与 PostgreSQL，热衷于把复杂问题讲清楚。',
    palette: ['#047857', '#34d399'],
  },
  {
    key: 'chen',
    name: '陈博文',
    name_en: 'Chen Bowen',
    title: '数据科学家',
    description: '统计学博士，现任某互联网公司数据科学负责人，带领团队完成推荐、风控与增长分析项目。',
    palette: ['#6d28d9', '#db2777'],
  },
  {
    key: 'zhao',
    name: '赵雨桐',
    name_en: 'Zhao Yutong',
    title: '产品设计总监',
    description: '从交互设计师成长为产品负责人，擅长用户研究、信息架构与设计系统建设。',
    palette: ['#c2410c', '#fbbf24'],
  },
  {
    key: 'liu',
    name: '刘晓峰',
    name_en: 'Liu Xiaofeng',
    title: '职场培训讲师',
    description: '曾任咨询公司项目经理，为数百家企业提供结构化写作、汇报表达与办公效率培训。',
    palette: ['#be123c', '#fb7185'],
  },
];
