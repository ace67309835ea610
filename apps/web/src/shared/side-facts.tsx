import type { ReactNode } from 'react';
import './detail-layout.css';

/** A card beside a detail page listing facts (时间, 名额, 课时…); a fact without a value is left out. */
export function SideFacts({ title, facts }: { title: string; facts: [label: string, value: ReactNode][] }) {
  return (
    <section className="surface side-card">
      <h2 className="side-card__title">{title}</h2>
      <dl className="facts">
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
