/** The title and one line of introduction at the top of a list screen. */
export function PageHead({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="page-head">
      <h1 className="page-head__title">{title}</h1>
      <p className="page-head__intro">{intro}</p>
    </header>
  );
}
