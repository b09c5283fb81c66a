import { useEffect, useRef } from 'react';
import { dismissToast, toast } from '../../../components/ui/toast/toast-store.ts';

/**
 * The 'Missing Tee Selections' toast, shown by `show` and closed as soon as every player has a
 * tee (`missingCount` 0): it must not go on naming players whose tees are now chosen.
 */
export function useMissingTeesToast(missingCount: number) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (missingCount > 0 || shown.current === null) return;
    dismissToast(shown.current);
    shown.current = null;
  }, [missingCount]);
  return (names: string) => {
    shown.current = toast({ title: 'Missing Tee Selections', description: names, variant: 'destructive' });
  };
}
