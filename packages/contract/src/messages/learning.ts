import type { MessageTable } from '../messages';

/** Studying: playing, certificates, attachments, the course-finished message and rewards (decision 035). */
export const learningMessages = {
  'learning.buyToWatch': { zh: '请购买后观看', en: 'Buy the course to watch' },
  'learning.noPermission': { zh: '无权限观看此视频', en: 'You may not watch this video' },
  'learning.noPlayUrl': { zh: '无法获取视频播放地址', en: 'The video address is not available' },
  'learning.certificateMissing': { zh: '证书不存在', en: 'No such certificate' },
  'learning.certificateCheckCode': {
    zh: '请核对验证码是否输入正确。',
    en: 'Check that the code was typed correctly.',
  },
  'learning.certificatesOff': {
    zh: '本站暂未提供证书查询。',
    en: 'This site does not offer certificate checks.',
  },
  'learning.qualityDefault': { zh: '默认', en: 'Default' },
  'learning.qualitySmooth': { zh: '流畅', en: 'Smooth' },
  'learning.qualitySd': { zh: '标清', en: 'SD' },
  'learning.qualityHd': { zh: '高清', en: 'HD' },
  'learning.qualityFullHd': { zh: '超清', en: 'Full HD' },
  'learning.qualityOriginal': { zh: '原画', en: 'Original' },
  'learning.mediaBadUrl': { zh: '播放地址无效', en: 'Invalid play address' },
  'learning.mediaExpired': { zh: '播放地址已过期', en: 'The play address has expired' },
  'learning.mediaKeyUsed': { zh: '密钥已使用', en: 'The key was already used' },
  'learning.courseFinished': {
    zh: '恭喜你学完课程《{title}》',
    en: 'Congratulations, you finished the course "{title}"',
  },
  'learning.videoReward': { zh: '看完视频送{sum}积分', en: '{sum} points for finishing a video' },
  'learning.courseReward': { zh: '看完点播课程送{sum}积分', en: '{sum} points for finishing a course' },
  'learning.attachmentBuyFirst': { zh: '请购买课程后下载', en: 'Buy the course to download' },
  'learning.attachmentMissing': { zh: '附件不存在', en: 'No such attachment' },
  'learning.attachmentExpired': { zh: '下载链接已失效', en: 'The download link has expired' },
  'learning.transcodeNotVideo': {
    zh: '文件不是可以转码的视频',
    en: 'The file is not a video that can be transcoded',
  },
  'learning.transcodeNoTools': {
    zh: '服务器没有可用的 ffmpeg，无法转码',
    en: 'The server has no working ffmpeg, so it cannot transcode',
  },
  'learning.transcodeFailed': { zh: '视频转码失败', en: 'Transcoding the video failed' },
  'learning.transcodeSourceMissing': {
    zh: '要转码的视频文件已不存在',
    en: 'The uploaded video to transcode no longer exists',
  },
  'learning.transcodeStopped': {
    zh: '视频转码失败：处理它的进程多次中断',
    en: 'Transcoding the video failed: the process running it stopped several times',
  },
  'learning.qualityAuto': { zh: '自动', en: 'Auto' },
  'learning.captionUntagged': { zh: '字幕', en: 'Captions' },
  'learning.transcodeStepProbe': { zh: '读取视频信息', en: 'Reading the video' },
  'learning.transcodeStepMp4': { zh: 'MP4 {quality}', en: 'MP4 {quality}' },
  'learning.transcodeStepHls': { zh: '加密 HLS {qualities}', en: 'Encrypted HLS {qualities}' },
  'learning.transcodeStepPoster': { zh: '截取封面', en: 'Poster' },
  'learning.transcodeStepPreview': { zh: '试看片段', en: 'Trial clip' },
  'learning.transcodeStepCaptions': { zh: '提取字幕', en: 'Captions' },
  'learning.transcodeStepUpload': { zh: '上传到存储', en: 'Uploading to storage' },
  'learning.transcodeStepSave': { zh: '保存转码结果', en: 'Saving the result' },
  'learning.transcodeDone': { zh: '转码完成', en: 'Transcoded' },
} as const satisfies MessageTable;
