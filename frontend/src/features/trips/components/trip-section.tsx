import type { ReactNode } from 'react';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** A card of the trip's Setup tab: its title, an add button for organizers (`add` null for others), and its rows. */
export function TripSection({
  title,
  add,
  children,
}: {
  title: string;
  add: { label: string; icon: ReactNode; onClick: () => void } | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="trip-section__header">
        <CardTitle>{title}</CardTitle>
        {add ? (
          <Button size="sm" onClick={add.onClick}>
            {add.icon}
            {add.label}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The remove button of one row, named for what it removes. */
export function RemoveRowButton({ name, disabled, onClick }: { name: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} disabled={disabled} onClick={onClick}>
      <TrashIcon size={18} />
    </Button>
  );
}
