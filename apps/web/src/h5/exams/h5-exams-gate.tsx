import type { ReactNode } from 'react';
import { registerExamsStrings } from '#features/exams';
import { H5NotFoundPage } from '../pages/h5-not-found-page';
import './h5-exams.css';
import { useFeatureGate } from '#lib/store/features';

// The exam screens read `exams:…` (the desktop pages' words).
registerExamsStrings();

/** Every /h5 exam screen: its content while the paper switch is on, the not-found screen while it is off. */
export function H5ExamsGate({ children }: { children: ReactNode }) {
  const gate = useFeatureGate('paper');
  if (gate === 'wait') return <div className="h5" aria-busy="true" />;
  if (gate === 'off') return <H5NotFoundPage />;
  return children;
}
