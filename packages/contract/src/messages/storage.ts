import type { MessageTable } from '../messages';

/** The console's storage check (测试连接, decision 044): what failed, in words. */
export const storageMessages = {
  'storage.probeOk': {
    zh: '连接成功：写入、读取信息、下载和删除测试文件都正常',
    en: 'Connected: the test file was written, looked up, downloaded and deleted',
  },
  'storage.stepPut': { zh: '写入测试文件', en: 'Writing the test file' },
  'storage.stepHead': { zh: '读取测试文件信息', en: 'Looking up the test file' },
  'storage.stepGet': { zh: '下载测试文件', en: 'Downloading the test file' },
  'storage.stepDelete': { zh: '删除测试文件', en: 'Deleting the test file' },
  'storage.failedAt': { zh: '{step}失败：{reason}', en: '{step} failed: {reason}' },
  'storage.incomplete': {
    zh: '请填写完整的 S3 设置：Endpoint（http:// 或 https:// 开头）、存储桶、Access Key 和 Secret Key',
    en: 'Fill in the S3 settings: the endpoint (starting with http:// or https://), bucket, access key and secret key',
  },
  'storage.unreachable': {
    zh: '无法连接到 {endpoint}（{code}），请检查 Endpoint 地址和网络',
    en: 'Could not connect to {endpoint} ({code}): check the endpoint and the network',
  },
  'storage.timeout': {
    zh: '连接 {endpoint} 超时，请检查 Endpoint 地址和网络',
    en: 'Connecting to {endpoint} timed out: check the endpoint and the network',
  },
  'storage.noBucket': {
    zh: '存储桶 {bucket} 不存在',
    en: 'The bucket {bucket} does not exist',
  },
  'storage.badAccessKey': {
    zh: 'Access Key 不正确（存储服务不认识它）',
    en: 'The access key is wrong (the store does not know it)',
  },
  'storage.badSecret': {
    zh: 'Secret Key 不正确（签名不符）',
    en: 'The secret key is wrong (the signature does not match)',
  },
  'storage.denied': {
    zh: '没有权限（AccessDenied），请给这个 Access Key 存储桶的读写和删除权限',
    en: 'Access denied: give this access key read, write and delete rights on the bucket',
  },
  'storage.wrongRegion': {
    zh: '地域（Region）不正确，或应改用路径风格 / 虚拟主机风格',
    en: 'The region is wrong, or the path style setting should be changed',
  },
  'storage.sizeMismatch': {
    zh: '读回的测试文件与写入的不一致',
    en: 'The test file read back differs from the one written',
  },
  'storage.other': { zh: '{code}（HTTP {status}）{detail}', en: '{code} (HTTP {status}) {detail}' },
  'storage.notS3': {
    zh: '存储服务的回答不是 S3 接口的回答，请检查 Endpoint 地址',
    en: 'The answer is not one of the S3 API: check the endpoint',
  },
  'storage.uploadFailed': {
    zh: '文件没能存入 S3 存储，请在设置中测试连接后重试',
    en: 'The file could not be stored in the S3 bucket: test the connection in the settings and try again',
  },
  'storage.moveNeedsS3': {
    zh: '请先在管理后台的 设置 → 存储 中填写 S3 设置并测试连接，再运行 npm run media:to-s3',
    en: 'Set up the bucket first in the console (Settings → Storage, then Test connection), then run npm run media:to-s3',
  },
  'storage.s3Required': {
    zh: '选择 S3 存储前须填写完整的 S3 设置',
    en: 'Fill in the S3 settings before choosing S3 storage',
  },
} as const satisfies MessageTable;
