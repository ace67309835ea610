import { useTexts } from '../../admin-text';

/** The caption tracks section of the video form (issue 6). */
const cn = {
  title: '字幕',
  hint: 'WebVTT 字幕文件（.vtt，UTF-8 编码，首行为 WEBVTT），单个最大 {max}，每种语言一个。字幕只发给可以观看本视频的学员。',
  saveFirst: '保存视频后即可在这里添加字幕。',
  lang: '语言',
  label: '显示名称',
  size: '大小',
  upload: '上传 .vtt',
  uploaded: '字幕已上传',
  deleted: '字幕已删除',
  delete: '删除',
  confirmDelete: '删除这条字幕？',
  empty: '还没有字幕',
  tooLarge: '字幕文件不能超过 {max}',
  labelRequired: '请输入字幕的显示名称',
  taken: '已有',
};
export type CaptionText = typeof cn;

const en: CaptionText = {
  title: 'Captions',
  hint: 'WebVTT caption files (.vtt, UTF-8, first line WEBVTT), up to {max} each, one per language. Captions are sent only to members who may watch this video.',
  saveFirst: 'Save the video first, then add its captions here.',
  lang: 'Language',
  label: 'Name shown',
  size: 'Size',
  upload: 'Upload .vtt',
  uploaded: 'Captions uploaded',
  deleted: 'Captions deleted',
  delete: 'Delete',
  confirmDelete: 'Delete these captions?',
  empty: 'No captions yet',
  tooLarge: 'Caption files are limited to {max}',
  labelRequired: 'Enter the name shown for these captions',
  taken: 'added',
};

/** Both languages (the key-parity test reads every `texts`). */
export const texts = { cn, en };

export function useCaptionText(): CaptionText {
  return useTexts(texts);
}
