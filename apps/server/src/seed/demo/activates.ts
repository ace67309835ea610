export interface DemoActivate {
  title: string;
  category: string;
  city: string;
  address: string;
  /** Starts this many days from now (negative: already over). */
  starts_in_days: number;
  hours: number;
  quota: number;
  enrolled: number;
  charge: number;
  short: string;
  agenda: string[];
}

export const demoActivates: DemoActivate[] = [
  {
    title: 'Vue 3 技术沙龙 · 北京站',
    category: 'salon',
    city: '北京',
    address: '北京市海淀区中关村大街 11 号 创新大厦 3 层报告厅',
    starts_in_days: 12,
    hours: 4,
    quota: 80,
    enrolled: 56,
    charge: 0,
    short: '四位一线工程师分享 Vue 3 在大型项目中的落地经验，现场答疑交流。',
    agenda: [
      '13:30 签到与自由交流',
      '14:00 组合式 API 在中后台项目中的实践',
      '15:00 Vite 插件开发经验分享',
      '16:30 圆桌讨论与合影',
    ],
  },
  {
    title: '前端工程化训练营 · 上海',
    category: 'bootcamp',
    city: '上海',
    address: '上海市徐汇区漕溪北路 88 号 圣爱大厦 12 层',
    starts_in_days: 20,
    hours: 16,
    quota: 30,
    enrolled: 27,
    charge: 1299,
    short: '两天集中训练，从零搭建包含构建、测试、发布与监控的完整前端工程体系。',
    agenda: [
      '第一天上午：Monorepo 与构建工具',
      '第一天下午：单元测试与端到端测试',
      '第二天上午：CI/CD 流水线',
      '第二天下午：线上监控与项目答辩',
    ],
  },
  {
    title: 'Go 微服务实战工作坊 · 深圳',
    category: 'workshop',
    city: '深圳',
    address: '深圳市南山区科技园南区 R2-B 栋 5 层',
    starts_in_days: 26,
    hours: 6,
    quota: 40,
    enrolled: 18,
    charge: 399,
    short: '带上电脑，跟着讲师一步步拆分单体应用，完成服务注册、链路追踪与限流。',
    agenda: [
      '09:30 微服务拆分原则',
      '10:30 gRPC 接口设计实操',
      '14:00 链路追踪与限流',
      '16:00 作品展示与点评',
    ],
  },
  {
    title: '数据分析周末训练营 · 杭州',
    category: 'bootcamp',
    city: '杭州',
    address: '杭州市西湖区文三路 478 号 华星时代广场 A 座 9 层',
    starts_in_days: 34,
    hours: 14,
    quota: 35,
    enrolled: 12,
    charge: 999,
    short: '两个周末，用 Python 完成从数据清洗到可视化报告的完整分析项目。',
    agenda: ['第一周：pandas 数据清洗', '第一周：探索性数据分析', '第二周：可视化与报告', '第二周：项目答辩'],
  },
  {
    title: '产品设计思维工作坊 · 成都',
    category: 'workshop',
    city: '成都',
    address: '成都市高新区天府大道中段 1388 号 美年广场 C 座 7 层',
    starts_in_days: 41,
    hours: 6,
    quota: 25,
    enrolled: 9,
    charge: 299,
    short: '以小组形式完成一次完整的设计冲刺：理解、发散、决策、原型与验证。',
    agenda: ['09:30 用户旅程地图', '11:00 头脑风暴与方案决策', '14:00 快速原型', '16:00 用户测试与复盘'],
  },
  {
    title: 'AI 应用开发沙龙 · 广州',
    category: 'salon',
    city: '广州',
    address: '广州市天河区珠江新城华夏路 26 号 雅居乐中心 18 层',
    starts_in_days: 8,
    hours: 3,
    quota: 120,
    enrolled: 97,
    charge: 0,
    short: '大模型应用开发者的线下交流会：检索增强、智能体与评测实践。',
    agenda: ['19:00 检索增强生成实践', '19:45 智能体工作流设计', '20:30 自由交流'],
  },
  {
    title: '年度开发者交流会 · 北京',
    category: 'salon',
    city: '北京',
    address: '北京市朝阳区酒仙桥路 4 号 751 园区 D 座',
    starts_in_days: -15,
    hours: 8,
    quota: 200,
    enrolled: 200,
    charge: 99,
    short: '回顾一年技术趋势，二十余位讲师分享前端、后端与数据领域的最佳实践。',
    agenda: ['上午：主论坛', '下午：前端、后端、数据三个分论坛', '晚上：开发者之夜'],
  },
];
