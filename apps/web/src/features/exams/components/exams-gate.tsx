import type { ReactNode } from 'react';
import { NotFoundPage } from '#shared/not-found-page';

import './exams.css';
import { useFeatureGate } from '#lib/store/features';

/** Every PC exam page: its content while the paper switch is on; nothing asked of the API otherwise. */
export function ExamsGate({ children }: { children: ReactNode }) {
  const gate = useFeatureGate('paper');
  if (gate === 'wait') return <div className="container" aria-busy="true" />;
  // The issue: exam routes answer 404 while the paper switch is off, like any address the site lacks.
  if (gate === 'off') return <NotFoundPage />;
  return children;
}
