/** Where the exam pages are, on the PC site and on /h5 (contract web-pages.ts names the same addresses). */
export interface ExamPaths {
  papers: string;
  paper: (id: number) => string;
  attempt: (id: number) => string;
  result: (id: number) => string;
  mine: string;
}

const under = (root: string): ExamPaths => ({
  papers: `${root}/exam/papers`,
  paper: (id) => `${root}/exam/papers/${id}`,
  attempt: (id) => `${root}/exam/attempts/${id}`,
  result: (id) => `${root}/exam/attempts/${id}/result`,
  mine: `${root}/member/exams`,
});

export const PC_EXAM_PATHS = under('');
export const H5_EXAM_PATHS = under('/h5');
