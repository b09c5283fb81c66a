import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type ToastItem } from './toast-store.ts';

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
