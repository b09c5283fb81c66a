import type { TeeSetView } from '@golf/contracts';
import { isHoleCount, teePar } from '@golf/golf';
import { MoreVerticalIcon } from '../../../components/icons/more-vertical-icon.tsx';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DropdownMenu, DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { HolesGrid } from './holes-grid.tsx';
import { TeeDot } from './tee-dot.tsx';

type TeeSetCardProps = {
  teeSet: TeeSetView;
  /** Shows Edit / Delete: only on courses the user may change. */
  canChange: boolean;
  onEdit: (teeSet: TeeSetView) => void;
  onDelete: (teeSet: TeeSetView) => void;
};

const yards = new Intl.NumberFormat('en-US');

export function TeeSetCard({ teeSet, canChange, onEdit, onDelete }: TeeSetCardProps) {
  const holeCount = teeSet.holes.length;
  const stats: Array<[string, string]> = [
    ['Rating', String(teeSet.rating)],
    ['Slope', String(teeSet.slope)],
  ];
  if (teeSet.totalYardage !== null) stats.push(['Yardage', yards.format(teeSet.totalYardage)]);
  if (isHoleCount(holeCount))
    stats.push([
      'Par',
      String(
        teePar(
          teeSet.holes.map((hole) => hole.par),
          holeCount,
        ),
      ),
    ]);

  return (
    <Card className="tee-card">
      <div className="tee-card__head">
        <h2 className="tee-card__name">
          <TeeDot color={teeSet.color} />
          {teeSet.name}
        </h2>
        {canChange ? (
          <DropdownMenu label={`Actions for ${teeSet.name} tees`} trigger={<MoreVerticalIcon size={20} />}>
            <DropdownMenuItem icon={<PencilIcon size={18} />} onSelect={() => onEdit(teeSet)}>
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem icon={<TrashIcon size={18} />} onSelect={() => onDelete(teeSet)} tone="danger">
              Delete
            </DropdownMenuItem>
          </DropdownMenu>
        ) : null}
      </div>
      <dl className="tee-card__stats">
        {stats.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HolesGrid holes={teeSet.holes} teeName={teeSet.name} />
    </Card>
  );
}
