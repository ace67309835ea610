import type { TQuestionInput } from '@shuyuan/contract';

/*
 * The demo question bank (issue 23, decision 045): a dozen questions in the subjects of the demo courses
 * (networking for the engineers, data analysis for Python 数据分析入门 and Excel), every type at least once.
 * Written in the console's input shape so exams.ts parses each through the contract's QuestionInput, the
 * schema the console's form goes through, and a key the grading engine cannot read never reaches a row.
 */

/** The demo exam categories, by the key the questions and papers name them with. */
export const demoExamCategories = [
  { key: 'network', name: '计算机网络', parent: null },
  { key: 'transport', name: '传输层', parent: 'network' },
  { key: 'data', name: '数据分析', parent: null },
] as const;
export type DemoExamCategoryKey = (typeof demoExamCategories)[number]['key'];

/** The console's input without its category id (the seed knows the category by key until it is inserted). */
type WithoutCategory<T> = T extends unknown ? Omit<T, 'category_id'> : never;

export interface DemoQuestion {
  key: string;
  category: DemoExamCategoryKey;
  input: WithoutCategory<TQuestionInput>;
}

export const demoQuestions: DemoQuestion[] = [
  {
    key: 'handshake',
    category: 'transport',
    input: {
      type: 'single',
      stem: '<p>TCP 建立一条连接需要经过几次握手？</p>',
      options: ['两次', '三次', '四次', '五次'],
      answer: 1,
      explanation:
        '<p>客户端发送 SYN，服务器回复 SYN+ACK，客户端再回复 ACK，共三次握手。两次握手无法让服务器确认客户端已收到自己的初始序号。</p>',
      difficulty: 1,
      score: 2,
      tags: ['TCP', '连接管理'],
    },
  },
  {
    key: 'transport-protocols',
    category: 'transport',
    input: {
      type: 'multiple',
      stem: '<p>以下哪些协议工作在传输层？</p>',
      options: ['TCP', 'UDP', 'IP', 'SCTP', 'HTTP'],
      answer: [0, 1, 3],
      explanation: '<p>IP 属于网络层，HTTP 属于应用层；TCP、UDP 与 SCTP 都是传输层协议。</p>',
      difficulty: 2,
      score: 4,
      // 少选得一半 (decision 045: the editor's choice per question).
      partial_score: 2,
      tags: ['协议分层'],
    },
  },
  {
    key: 'udp-reliable',
    category: 'transport',
    input: {
      type: 'judge',
      stem: '<p>UDP 提供面向连接的可靠数据传输服务。</p>',
      answer: false,
      explanation: '<p>UDP 无连接、不保证可靠交付，也没有拥塞控制；面向连接的可靠传输是 TCP 提供的。</p>',
      difficulty: 1,
      score: 2,
      tags: ['UDP'],
    },
  },
  {
    key: 'well-known-ports',
    category: 'transport',
    input: {
      type: 'fill',
      stem: '<p>HTTP 默认使用 TCP 的 ___ 端口，HTTPS 默认使用 TCP 的 ___ 端口。</p>',
      answer: [['80'], ['443']],
      explanation: '<p>两者都是 IANA 分配的知名端口（0–1023）。</p>',
      difficulty: 1,
      score: 4,
      tags: ['端口'],
    },
  },
  {
    key: 'congestion-control',
    category: 'transport',
    input: {
      type: 'short',
      stem: '<p>简述 TCP 拥塞控制的四种算法及其作用。</p>',
      answer:
        '<p>慢开始：拥塞窗口从 1 个 MSS 起按指数增长，快速探测可用带宽；</p><p>拥塞避免：窗口达到慢开始门限后每个往返时间只加 1，线性增长；</p><p>快重传：收到 3 个重复确认即重传丢失的报文段，不必等待超时；</p><p>快恢复：快重传后把门限与窗口减半，直接进入拥塞避免，而不是回到慢开始。</p>',
      explanation: '<p>评分要点：四种算法各 2 分，说明窗口的变化方式另加 2 分。</p>',
      difficulty: 4,
      score: 10,
      tags: ['TCP', '拥塞控制'],
    },
  },
  {
    key: 'router-layer',
    category: 'network',
    input: {
      type: 'single',
      stem: '<p>在 OSI 参考模型中，路由器主要工作在哪一层？</p>',
      options: ['物理层', '数据链路层', '网络层', '传输层'],
      answer: 2,
      explanation: '<p>路由器依据 IP 地址选择转发路径，属于网络层设备；交换机工作在数据链路层。</p>',
      difficulty: 1,
      score: 2,
      tags: ['OSI 模型'],
    },
  },
  {
    key: 'subnetting',
    category: 'network',
    input: {
      type: 'composite',
      stem: '<p>某公司申请到网段 <code>192.168.10.0/24</code>，需要为四个部门划分四个大小相同的子网。请回答下列问题。</p>',
      explanation: '<p>四个子网需要从主机位借 2 位，前缀变为 /26。</p>',
      difficulty: 3,
      tags: ['子网划分', 'IP 地址'],
      children: [
        {
          type: 'single',
          stem: '<p>每个子网的子网掩码是：</p>',
          options: ['255.255.255.0', '255.255.255.128', '255.255.255.192', '255.255.255.224'],
          answer: 2,
          explanation: '<p>/26 即前 26 位为 1，最后一个字节为 11000000，即 192。</p>',
          difficulty: 3,
          score: 3,
        },
        {
          type: 'fill',
          stem: '<p>每个子网最多可以分配 ___ 个主机地址。</p>',
          answer: [['62']],
          explanation: '<p>主机位 6 位，共 64 个地址，去掉网络地址与广播地址后为 62 个。</p>',
          difficulty: 3,
          score: 3,
        },
      ],
    },
  },
  {
    key: 'dns-port',
    category: 'network',
    input: {
      type: 'judge',
      stem: '<p>DNS 查询通常使用 UDP 的 53 端口。</p>',
      answer: true,
      explanation: '<p>普通查询用 UDP 53；应答超过长度限制或区域传送时改用 TCP 53。</p>',
      difficulty: 2,
      score: 2,
      tags: ['DNS', '端口'],
    },
  },
  {
    key: 'read-csv',
    category: 'data',
    input: {
      type: 'single',
      stem: '<p>在 pandas 中，把 CSV 文件读成 DataFrame 的函数是：</p>',
      options: [
        '<code>pd.read_csv()</code>',
        '<code>pd.load_csv()</code>',
        '<code>pd.open_csv()</code>',
        '<code>pd.csv()</code>',
      ],
      answer: 0,
      explanation:
        '<p><code>pd.read_csv()</code> 还可用 <code>usecols</code>、<code>dtype</code> 等参数控制读取的列与类型。</p>',
      difficulty: 1,
      score: 2,
      tags: ['pandas'],
    },
  },
  {
    key: 'dispersion',
    category: 'data',
    input: {
      type: 'multiple',
      stem: '<p>以下哪些统计量可以衡量数据的离散程度？</p>',
      options: ['方差', '标准差', '中位数', '四分位距', '众数'],
      answer: [0, 1, 3],
      explanation: '<p>中位数与众数描述的是集中趋势；方差、标准差与四分位距描述离散程度。</p>',
      difficulty: 2,
      score: 4,
      partial_score: 2,
      tags: ['描述统计'],
    },
  },
  {
    key: 'zero-correlation',
    category: 'data',
    input: {
      type: 'judge',
      stem: '<p>两个变量的皮尔逊相关系数为 0，说明它们之间没有任何关系。</p>',
      answer: false,
      explanation: '<p>相关系数只衡量线性关系；为 0 时两者仍可能存在非线性关系（例如 y = x²）。</p>',
      difficulty: 2,
      score: 2,
      tags: ['相关分析'],
    },
  },
  {
    key: 'groupby',
    category: 'data',
    input: {
      type: 'fill',
      stem: '<p>在 pandas 中按某一列分组，应调用 DataFrame 的 ___ 方法，再用 <code>agg()</code> 汇总。</p>',
      answer: [['groupby', 'groupby()', '.groupby()']],
      explanation: '<p>例如 <code>df.groupby("city").agg({"sales": "sum"})</code>。</p>',
      difficulty: 2,
      score: 2,
      tags: ['pandas'],
    },
  },
  {
    key: 'missing-values',
    category: 'data',
    input: {
      type: 'short',
      stem: '<p>数据清洗时遇到缺失值，常见的处理方法有哪些？各适用于什么情况？</p>',
      answer:
        '<p>删除：缺失比例很小且随机缺失时，直接删除所在行或列（<code>dropna</code>）；</p><p>填充：用均值、中位数、众数或固定值填充（<code>fillna</code>），适合数值分布稳定的字段；</p><p>插值或模型预测：时间序列用前后值或插值，重要字段可用回归等模型估计；</p><p>保留为一类：类别字段可把“缺失”单独作为一个取值。</p>',
      explanation: '<p>评分要点：答出三种及以上方法并说明适用情况即可得满分。</p>',
      difficulty: 3,
      score: 8,
      tags: ['数据清洗'],
    },
  },
];
