/** What a transcode throws (AppError texts; their English is in the contract's learning catalogue). */
export const TranscodeMessage = {
  notVideo: '文件不是可以转码的视频',
  noTools: '服务器没有可用的 ffmpeg，无法转码',
  failed: '视频转码失败',
  sourceMissing: '要转码的视频文件已不存在',
} as const;
