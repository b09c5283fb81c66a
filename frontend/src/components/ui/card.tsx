import type { HTMLAttributes } from 'react';

type DivProps = HTMLAttributes<HTMLDivElement>;

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function Card({ className, ...props }: DivProps) {
  return <div className={join('card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={join('card__header', className)} {...props} />;
}

/** A card's heading; `as="h1"` when the card is the page's main content. */
export function CardTitle({ className, as: Heading = 'h2', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' }) {
  return <Heading className={join('card__title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={join('card__description', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={join('card__content', className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={join('card__footer', className)} {...props} />;
}
