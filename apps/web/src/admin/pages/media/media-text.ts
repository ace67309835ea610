import { useTexts } from '../../admin-text';

const cn = {
  library: '媒体库',
  uploadVideo: '上传视频',
  uploadImage: '上传图片',
  uploading: '上传中',
  uploaded: '上传完成',
  pick: '从媒体库选择',
  choose: '选择',
  colName: '文件名',
  colKind: '类型',
  colSize: '大小',
  colTime: '上传时间',
  colPreview: '预览',
  video: '视频',
  image: '图片',
  all: '全部',
  delete: '删除',
  confirmDelete: '删除后引用它的课程将无法播放/显示，确定删除？',
  tooLarge: '文件过大（上限 {max}）',
  badType: '不支持的文件类型',
  search: '搜索文件名',
  copy: '复制地址',
  copied: '已复制',
};
export type MediaText = typeof cn;

const en: MediaText = {
  library: 'Media library',
  uploadVideo: 'Upload video',
  uploadImage: 'Upload image',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  pick: 'Pick from library',
  choose: 'Choose',
  colName: 'File',
  colKind: 'Kind',
  colSize: 'Size',
  colTime: 'Uploaded',
  colPreview: 'Preview',
  video: 'Video',
  image: 'Image',
  all: 'All',
  delete: 'Delete',
  confirmDelete: 'Courses using it will break. Delete?',
  tooLarge: 'File too large (limit {max})',
  badType: 'Unsupported file type',
  search: 'Search by name',
  copy: 'Copy address',
  copied: 'Copied',
};

/** Both languages (the key-parity test reads every `texts`). */
export const texts = { cn, en };

export function useMediaText(): MediaText {
  return useTexts(texts);
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${n} B`;
}
