import { splitHighlight } from '../search';

/** Text with every keyword wrapped in <mark>. */
export function Highlighted({ text, keywords }: { text: string; keywords: string }) {
  return (
    <>
      {splitHighlight(text, keywords).map((part, i) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string have no identity
          <mark key={i} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
