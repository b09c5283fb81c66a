import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is mounted. */
export function Tabs({ label, items, value, onValueChange }: TabsProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const list = useRef<HTMLDivElement>(null);
  const current = items.find((item) => item.value === value) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.value === current?.value);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = items[((moves[event.key] ?? 0) + items.length) % items.length];
    if (!next) return;
    onValueChange(next.value);
    list.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.value)}"]`)?.focus();
  };

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === current?.value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              data-value={item.value}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              disabled={!hydrated}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.value}`}
          aria-labelledby={`${baseId}-tab-${current.value}`}
          className="tabs__panel"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
