export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays up, when a message needs longer to read than the usual 5 s. */
  durationMs?: number;
};

/** `shownAt`: when it was shown (ms since the epoch), to tell a toast that came with a move from one left behind. */
export type ToastItem = ToastInput & { id: string; variant: ToastVariant; open: boolean; shownAt?: number };

export type ToastAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id: string } | { type: 'remove'; id: string };

/** One toast is visible at a time: a new one replaces the last. */
export const TOAST_LIMIT = 1;
/** How long a toast stays up unless the user holds or dismisses it. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast is closed at once but kept in the store this long (spec 9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/**
 * A toast shown this long before the user moves to another screen stays behind (decision 0703); a
 * younger one came with the move (shown, then the app moved on: 'Account created!' then Home).
 */
export const TOAST_STAYS_WITH_MOVE_MS = 1000;
/** A swipe to the right further than this dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;

export function toastReducer(toasts: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return toasts.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return toasts.filter((t) => t.id !== action.id);
  }
}

type Listener = (toasts: ToastItem[]) => void;
let state: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener(state);
}

export function getToasts(): ToastItem[] {
  return state;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: string): void {
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  dispatch({ type: 'dismiss', id });
}

/** Shows a toast from anywhere (components, mutation callbacks); returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { ...input, id, variant: input.variant ?? 'default', open: true, shownAt: Date.now() } });
  return id;
}

/** The open toasts a move to another screen leaves behind at `now`: those shown a while before it. */
export function toastsLeftBehind(toasts: readonly ToastItem[], now: number): string[] {
  return toasts.filter((t) => t.open && now - (t.shownAt ?? 0) >= TOAST_STAYS_WITH_MOVE_MS).map((t) => t.id);
}

/** The user moved to another screen: toasts of the screen left close, so none covers the next one's header. */
export function dismissToastsLeftBehind(now = Date.now()): void {
  for (const id of toastsLeftBehind(state, now)) dismissToast(id);
}

/** True when a horizontal drag is a dismissing swipe (rightwards, past the threshold). */
export function isDismissingSwipe(deltaX: number): boolean {
  return deltaX > SWIPE_THRESHOLD_PX;
}
