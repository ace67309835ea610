import type { ReactNode } from 'react';
import './detail-layout.css';

export type Fact = [label: string, value: ReactNode];

/** Facts as a description list (时间, 名额, 课时…); a fact without a value is left out. */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A card beside a detail page listing facts. */
export function SideFacts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className="surface side-card">
      <h2 className="side-card__title">{title}</h2>
      <FactList facts={facts} className="facts" />
    </section>
  );
}
