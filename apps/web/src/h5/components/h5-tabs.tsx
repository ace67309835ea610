import type { KeyboardEvent } from 'react';

/**
 * A switch between panels (WAI-ARIA tabs: arrow keys move between tabs). The caller renders the one panel
 * with `role="tabpanel"` and `aria-labelledby={tabId(id, value)}`.
 */
export const tabId = (id: string, key: string) => `${id}-${key}`;

export function H5Tabs<K extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
}: {
  id: string;
  label: string;
  tabs: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  const move = (e: KeyboardEvent, i: number) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    const next = tabs[(i + d + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(tabId(id, next.key))?.focus();
  };
  return (
    <div className="h5-tabbar" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          id={tabId(id, tab.key)}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          tabIndex={tab.key === value ? 0 : -1}
          className={tab.key === value ? 'h5-tabbar__tab is-active' : 'h5-tabbar__tab'}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => move(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
