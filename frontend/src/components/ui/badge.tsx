import type { HTMLAttributes } from 'react';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'accent';

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={['badge', `badge--${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}
