import type { ReactNode } from 'react';

/**
 * Said only where JavaScript does not run (turned off, or blocked): what the page drawn by the
 * server cannot do without it, and what to do instead (decision 0704). A browser running scripts
 * never shows a <noscript>.
 */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="noscript-note">{children}</p>
    </noscript>
  );
}
