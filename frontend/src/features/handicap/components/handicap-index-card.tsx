import type { HandicapRecordView } from '@golf/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useChooseHandicapSource } from '../api/choose-handicap-source.ts';
import { oneDecimal, roundsToFirstIndex } from '../model/handicap-figures.ts';

type HandicapIndexCardProps = { record: HandicapRecordView; typedHandicap: number | null };

/** The Handicap Index the app keeps (or how many rounds the first one needs) and the choice of which index games fill in. */
export function HandicapIndexCard({ record, typedHandicap }: HandicapIndexCardProps) {
  const choose = useChooseHandicapSource();
  const typed = typedHandicap === null ? 'none typed yet' : oneDecimal(typedHandicap);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Handicap Index</CardTitle>
        <CardDescription>Kept from the rounds you play here, as the World Handicap System works it out.</CardDescription>
      </CardHeader>
      <CardContent className="handicap-index">
        {record.handicapIndex === null ? (
          <p className="handicap-index__pending" data-testid="handicap-index">
            {roundsToFirstIndex(record.roundsCounted)}
          </p>
        ) : (
          <div className="handicap-index__figure">
            <span className="handicap-index__value" data-testid="handicap-index">
              {oneDecimal(record.handicapIndex)}
            </span>
            <span className="handicap-index__meta">
              {record.roundsCounted} {record.roundsCounted === 1 ? 'round' : 'rounds'} counted
              {record.lowHandicapIndex === null ? '' : ` · Low ${oneDecimal(record.lowHandicapIndex)}`}
            </span>
          </div>
        )}
        <Switch
          label="Use my app index"
          checked={record.useAppIndex}
          disabled={choose.isPending}
          onCheckedChange={(checked) => choose.mutate(checked)}
          description="When you join a game or are added as a player, this index is filled in; otherwise the one you typed."
        />
        <p className="muted handicap-index__hint">
          {record.useAppIndex
            ? `Games fill in your app index${record.handicapIndex === null ? ' once you have one' : ''}; your typed handicap (${typed}) is offered beside it.`
            : `Games fill in your typed handicap (${typed}); your app index is offered beside it.`}
        </p>
      </CardContent>
    </Card>
  );
}
