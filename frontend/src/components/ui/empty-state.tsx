import type { ReactNode } from 'react';

type EmptyStateProps = { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode; tone?: 'default' | 'error' | 'notice' };

/** What a list shows when it has nothing to show (or could not load, or is being repaired): why, and what to do next. */
export function EmptyState({ icon, title, text, action, tone = 'default' }: EmptyStateProps) {
  return (
    <div
      className={tone === 'default' ? 'empty-state' : `empty-state empty-state--${tone}`}
      role={tone === 'error' ? 'alert' : tone === 'notice' ? 'status' : undefined}
    >
      {icon ? <span className="empty-state__icon">{icon}</span> : null}
      <h2 className="empty-state__title">{title}</h2>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
