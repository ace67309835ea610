export interface DemoArticle {
  title: string;
  category: string;
  author: string;
  days_ago: number;
  view_times: number;
  short: string;
  paragraphs: string[];
}

export const demoArticles: DemoArticle[] = [
  {
    title: '为什么我们选择 TypeScript 编写整个平台',
    category: 'tech-blog',
    author: '李明远',
    days_ago: 2,
    view_times: 1532,
    short: '从接口契约到数据库类型，一套类型贯穿前后端带来了哪些好处。',
    paragraphs: [
      '在书院的开发过程中，前端与后端共享同一份接口契约，接口字段的任何变动都会在编译阶段暴露出来。',
      '这让我们在重构时更有底气：改一个字段名，编辑器会列出所有需要同步修改的地方。',
      '当然，类型并不能代替测试。我们依然为每个接口编写了在真实数据库上运行的测试。',
    ],
  },
  {
    title: '视频课程的断点续播是如何实现的',
    category: 'tech-blog',
    author: '王思涵',
    days_ago: 5,
    view_times: 986,
    short: '播放器每隔十秒上报一次进度，服务端只增不减地记录观看时长。',
    paragraphs: [
      '学员在任何设备上打开同一节视频，都能从上次离开的位置继续观看。',
      '实现的关键在于进度记录只增不减，并且在看完时只标记一次，避免重复发放积分。',
      '我们还把每日学习时长单独汇总，用于学习中心的统计图表。',
    ],
  },
  {
    title: '数据库索引设计的五个常见误区',
    category: 'tech-blog',
    author: '王思涵',
    days_ago: 11,
    view_times: 2210,
    short: '索引不是越多越好，组合索引的列顺序同样重要。',
    paragraphs: [
      '误区一：给每一列都建索引。写入成本会随之上升，而很多索引从未被用到。',
      '误区二：忽视组合索引的列顺序。等值条件的列应该放在范围条件之前。',
      '误区三到五：函数包裹索引列、隐式类型转换以及过度依赖 OR 条件。',
    ],
  },
  {
    title: '费曼学习法：用讲给别人听的方式学习',
    category: 'study-tips',
    author: '刘晓峰',
    days_ago: 3,
    view_times: 3120,
    short: '如果你不能简单地解释一件事，说明你还没有真正理解它。',
    paragraphs: [
      '费曼学习法分为四步：选择概念、尝试讲解、发现卡点、简化表达。',
      '学完一节课后，试着用自己的话把核心内容讲给同事或朋友听。',
      '讲不清楚的地方，就是需要回看视频和查阅资料的地方。',
    ],
  },
  {
    title: '如何制定一份能坚持下去的学习计划',
    category: 'study-tips',
    author: '赵雨桐',
    days_ago: 7,
    view_times: 1876,
    short: '目标要具体，节奏要可持续，反馈要及时。',
    paragraphs: [
      '把大目标拆成每周可以完成的小目标，例如每周学完一个章节。',
      '固定学习时间比延长学习时间更重要，每天三十分钟胜过周末突击。',
      '在学习中心查看自己的学习时长，及时调整节奏。',
    ],
  },
  {
    title: '碎片时间学习的正确打开方式',
    category: 'study-tips',
    author: '刘晓峰',
    days_ago: 16,
    view_times: 1402,
    short: '通勤路上适合复习，整块时间留给新知识。',
    paragraphs: [
      '碎片时间适合回顾已经学过的内容，例如重看一段示例或整理笔记。',
      '需要动手练习的新内容，最好安排在能够专注的整块时间里。',
    ],
  },
  {
    title: '书院正式上线：一个可以自己部署的网校系统',
    category: 'news',
    author: '书院团队',
    days_ago: 1,
    view_times: 4521,
    short: '开源、可自托管，支持在线课程、线下课程、会员与订单。',
    paragraphs: [
      '书院是一个开源的在线学习平台，你可以把它部署在自己的服务器上，数据完全由自己掌控。',
      '平台提供在线课程、线下课程、文章、会员与订单等功能，并支持中文与英文界面。',
    ],
  },
  {
    title: '新增线下课程报名功能',
    category: 'news',
    author: '书院团队',
    days_ago: 9,
    view_times: 1288,
    short: '技术沙龙、训练营与工作坊现在可以在线报名。',
    paragraphs: [
      '在“线下课程”频道中，你可以按城市与类型浏览近期活动，并查看时间、地点与名额。',
      '报名截止前都可以在线报名，名额有限，先到先得。',
    ],
  },
  {
    title: '会员权益升级：更多课程会员免费学',
    category: 'news',
    author: '书院团队',
    days_ago: 20,
    view_times: 967,
    short: '年度会员可免费学习所有标注“会员免费”的课程。',
    paragraphs: [
      '本月起，更多热门课程加入会员免费计划，包括 React、Node.js 与机器学习等方向。',
      '已开通会员的学员无需任何操作，即可直接开始学习。',
    ],
  },
];
