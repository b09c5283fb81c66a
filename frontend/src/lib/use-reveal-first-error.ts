import { useEffect, useRef, useState } from 'react';

/**
 * Brings a refused form's first problem into sight, so a submit never seems to do nothing on a
 * long form or in a tall dialog: the first field marked invalid (in the form's order) takes focus
 * and is scrolled to the middle of whatever scrolls it (the page or the dialog); with no invalid
 * field, the form's alert is scrolled into sight. Call `revealErrors` where a submit is refused;
 * the form is searched once the messages have been drawn.
 */
export function useRevealFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    const form = ref.current;
    if (requests === 0 || !form) return;
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? form.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [requests]);

  return { ref, revealErrors: () => setRequests((count) => count + 1) };
}
