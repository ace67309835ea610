import type { MessageTable } from '../messages';

/** Taking a paper (decision 046): what members are told when a paper or an attempt refuses them. */
export const examMessages = {
  'exams.paperNotFound': { zh: '试卷不存在', en: 'No such paper' },
  'exams.notOpen': { zh: '考试尚未开始', en: 'The exam has not opened yet' },
  'exams.closed': { zh: '考试已结束', en: 'The exam has closed' },
  'exams.noTries': { zh: '考试次数已用完', en: 'You have no attempts left' },
  'exams.paid': { zh: '请购买试卷后参加考试', en: 'Buy this paper to take the exam' },
  'exams.vipFree': {
    zh: '该试卷会员免费，开通会员后即可参加',
    en: 'This paper is free for members: become a member to take it',
  },
  'exams.noQuestions': { zh: '该试卷暂无试题', en: 'This paper has no questions yet' },
  'exams.attemptNotFound': { zh: '考试记录不存在', en: 'No such attempt' },
  'exams.timeUp': { zh: '考试时间已到，已自动交卷', en: 'Time is up: your paper was submitted' },
  'exams.submitted': { zh: '已交卷，不能再修改答案', en: 'The paper is submitted: answers cannot change' },
  'exams.notInPaper': { zh: '该题不在本试卷中', en: 'That question is not in this paper' },
  'exams.badAnswer': { zh: '答案格式错误', en: 'The answer does not fit the question' },
  'exams.notSubmitted': { zh: '尚未交卷', en: 'The paper is not submitted yet' },
  'exams.fillTooLong': { zh: '填空答案过长', en: 'The answer to a blank is too long' },
  'exams.answerTooLong': { zh: '答案过长', en: 'The answer is too long' },
  'exams.tooManyPictures': { zh: '最多上传 9 张图片', en: 'At most 9 pictures' },
} as const satisfies MessageTable;
