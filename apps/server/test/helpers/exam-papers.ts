import { beforeAll, expect } from 'vitest';
import { adminCall, adminOfRole } from './admin';
import { setFeatureSwitches } from './app-config';
import type { Envelope, TestApp } from './test-app';

/*
 * Papers for the exams tests (decision 046): an editor who writes questions and papers through the console's
 * calls, and the module switched on.
 */

export const EXAM_ADMIN_API = '/backend/api/v1/exam';
export const EXAM_API = '/api/v3/exam';

/** The paper switch on for this app's database. */
export async function switchOnExams(t: TestApp): Promise<void> {
  await setFeatureSwitches(t.db, { paper: true });
}

export interface ExamEditor {
  token: string;
  call(method: string, url: string, body?: unknown): Promise<Envelope>;
  category(name?: string): Promise<number>;
  question(body: Record<string, unknown>): Promise<number>;
  /** A paper with these questions (ids, or [id, score] for an override), published unless told not to. */
  paper(
    settings: Record<string, unknown>,
    questions: (number | [number, number])[],
    publish?: boolean,
  ): Promise<number>;
}

let categoryCount = 0;

export async function examEditor(t: TestApp): Promise<ExamEditor> {
  const { token } = await adminOfRole(t, 'editor');
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${EXAM_ADMIN_API}${url}`, token, body);
  const ok = async (res: Promise<Envelope>) => {
    const answer = await res;
    expect(answer, answer.message).toMatchObject({ code: 0 });
    return answer;
  };
  let category = 0;
  const editor: ExamEditor = {
    token,
    call,
    async category(name = `试卷分类${++categoryCount}`) {
      return (await ok(call('POST', '/categories', { name }))).data.id as number;
    },
    async question(body) {
      if (category === 0) category = await editor.category();
      return (await ok(call('POST', '/questions', { category_id: category, ...body }))).data.id as number;
    },
    async paper(settings, questions, publish = true) {
      const id = (await ok(call('POST', '/papers', { title: '测试试卷', ...settings }))).data.id as number;
      const list = questions.map((q) =>
        Array.isArray(q) ? { question_id: q[0], score: q[1] } : { question_id: q },
      );
      await ok(call('PUT', `/papers/${id}/questions`, { questions: list }));
      if (publish) await ok(call('PUT', `/papers/${id}/publish`, { is_published: true }));
      return id;
    },
  };
  return editor;
}

/**
 * What every paper test file starts with: an editor, and the module switched on, in a beforeAll of the
 * calling forEachDatabase (call it before the file's own beforeAll, which may then use the editor). Like
 * the test app, it is filled in then: use it inside tests and hooks.
 */
export function useExamEditor(t: TestApp): ExamEditor {
  let current: ExamEditor | undefined;
  beforeAll(async () => {
    current = await examEditor(t);
    await switchOnExams(t);
  });
  return new Proxy({} as ExamEditor, {
    get(_target, property) {
      if (!current) throw new Error('exam editor used before beforeAll finished');
      return current[property as keyof ExamEditor];
    },
  });
}

/** A single choice question whose options are `texts` and right answer `texts[right]`. */
export const singleChoice = (stem: string, texts: string[], right: number, score = 2) => ({
  type: 'single',
  stem,
  options: texts.map((x) => `<p>${x}</p>`),
  answer: right,
  score,
});
