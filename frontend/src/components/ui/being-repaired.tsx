import type { ReactNode } from 'react';
import { WrenchIcon } from '../icons/wrench-icon.tsx';
import { parseApiError } from '../../lib/api-error.ts';
import { EmptyState } from './empty-state.tsx';

/**
 * What a screen shows instead of a record whose figures are being repaired (the API answered
 * 503 'being_repaired'): the API's words, and that the screen checks again by itself (when it
 * does: useRecheckWhileRepairing). Never the figures last shown: they are not current.
 */
export function BeingRepaired({ error, action, checksAgain = true }: { error: unknown; action?: ReactNode; checksAgain?: boolean }) {
  const message = parseApiError(error).message ?? 'This record is being repaired.';
  return (
    <EmptyState
      tone="notice"
      icon={<WrenchIcon size={28} />}
      title="Being repaired"
      text={
        <>
          {message}
          {checksAgain ? <span className="empty-state__hint">This screen checks again every 30 seconds.</span> : null}
        </>
      }
      action={action}
    />
  );
}
