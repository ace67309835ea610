/** The media library's refusals (the console's words; decision 042 for the containers ffmpeg takes). */
export const MediaMessage = {
  notVideo: '文件内容不是支持的视频格式',
  notImage: '文件内容不是支持的图片格式',
  /** Matroska, AVI… without ffmpeg: nothing could turn them into what a browser plays. */
  needsFfmpeg: '服务器没有可用的 ffmpeg，只能上传 MP4、WebM、MOV 或 M4V 视频',
  unsupportedType: '不支持的文件类型',
} as const;
