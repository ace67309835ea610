// What the exam stories share: papers written through the console's API, as an editor would, and the
// paper switch set through the settings API, as a site owner would.
import { adminApi } from './admin';

let made = 0;

/** The console's exams calls (the settings, the bank, the papers). */
const exam = <T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) =>
  adminApi<T>(baseUrl, token, method, `/exam${path}`, body);

/** Sets the paper switch (and keeps the others as they are). */
export async function setPaperSwitch(baseUrl: string, token: string, on: boolean) {
  const stored = await adminApi<{ values: { func: Record<string, boolean> } }>(
    baseUrl,
    token,
    'GET',
    '/settings',
  );
  await adminApi(baseUrl, token, 'PUT', '/settings', {
    values: { func: { ...stored.values.func, paper: on } },
  });
}

export interface StoryPaper {
  id: number;
  title: string;
}

/**
 * A published paper of `questions` (the console's question bodies) in a category of its own, titled
 * uniquely so a story finds it among the others; `settings` are the paper's (time limit, price…).
 */
export async function publishPaper(
  baseUrl: string,
  token: string,
  name: string,
  settings: Record<string, unknown>,
  questions: Record<string, unknown>[],
): Promise<StoryPaper> {
  const title = `${name} ${Date.now().toString(36)}${++made}`;
  const category = await exam<{ id: number }>(baseUrl, token, 'POST', '/categories', {
    name: `分类 ${title}`,
  });
  const ids: number[] = [];
  for (const q of questions) {
    const saved = await exam<{ id: number }>(baseUrl, token, 'POST', '/questions', {
      category_id: category.id,
      ...q,
    });
    ids.push(saved.id);
  }
  const paper = await exam<{ id: number }>(baseUrl, token, 'POST', '/papers', {
    title,
    category_id: category.id,
    ...settings,
  });
  await exam(baseUrl, token, 'PUT', `/papers/${paper.id}/questions`, {
    questions: ids.map((question_id) => ({ question_id })),
  });
  await exam(baseUrl, token, 'PUT', `/papers/${paper.id}/publish`, { is_published: true });
  return { id: paper.id, title };
}

/** A single choice question with its options as paragraphs. */
export const single = (stem: string, options: string[], answer: number, score = 2) => ({
  type: 'single',
  stem: `<p>${stem}</p>`,
  options: options.map((o) => `<p>${o}</p>`),
  answer,
  score,
});
