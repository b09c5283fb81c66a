import type { ReactNode } from 'react';

/** A titled group of fields inside a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-section card">
      <h2 className="form-section__title">{title}</h2>
      {children}
    </section>
  );
}
