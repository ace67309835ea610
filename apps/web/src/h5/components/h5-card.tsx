import { type ReactNode, useId } from 'react';

/** A card of an /h5 screen under its own heading, which names the section for assistive technology. */
export function H5Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="h5-card" aria-labelledby={id}>
      <h2 id={id} className="h5-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
