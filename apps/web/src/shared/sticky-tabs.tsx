import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import './detail-layout.css';

export interface StickyTab<K extends string> {
  key: K;
  label: ReactNode;
  badge?: number;
}

/**
 * A tab bar that sticks to the top of the window once scrolled past (upstream course detail). Arrow keys
 * move between tabs as the ARIA tabs pattern asks; the panel is rendered by the caller with `tabPanelProps`.
 */
export function StickyTabs<K extends string>({
  tabs,
  active,
  onChange,
  idPrefix,
  label,
}: {
  tabs: StickyTab<K>[];
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
  label: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next].key);
  };
  return (
    <div className="sticky-tabs">
      <div className="sticky-tabs__bar" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'sticky-tabs__tab is-active' : 'sticky-tabs__tab'}
              onClick={() => onChange(tab.key)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {tab.label}
              {tab.badge !== undefined && tab.badge > 0 && (
                <span className="sticky-tabs__badge">{tab.badge}</span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export const tabPanelProps = (idPrefix: string, active: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${active}`,
  tabIndex: 0,
});
