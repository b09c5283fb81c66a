import { useSyncExternalStore } from 'react';

/**
 * Open modal dialogs, newest last. A modal <dialog> sits in the browser's top layer and makes
 * the rest of the page inert, so toasts must be shown inside the newest one to stay visible
 * and clickable.
 */
let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function pushDialog(dialog: HTMLDialogElement): void {
  stack = [...stack.filter((d) => d !== dialog), dialog];
  notify();
}

export function removeDialog(dialog: HTMLDialogElement): void {
  if (!stack.includes(dialog)) return;
  stack = stack.filter((d) => d !== dialog);
  notify();
}

const topDialog = () => stack.at(-1) ?? null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest open modal dialog, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, () => null);
}
