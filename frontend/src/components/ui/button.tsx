import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'md' | 'sm' | 'lg' | 'icon';

/** Class list of a button; also used to style links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  block?: boolean;
  /**
   * Works in the page the server drew before the app's code runs (a form's submit button that
   * posts to the server): not disabled until the app takes the page over (decision 0740).
   */
  worksBeforeApp?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  block = false,
  worksBeforeApp = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, size, [block ? 'btn--block' : '', className ?? ''].join(' ').trim())}
      disabled={disabled || loading || (!hydrated && !worksBeforeApp)}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={16} label={null} /> : null}
      {children}
    </button>
  );
}
