import type { HandicapRecordView } from '@golf/contracts';
import { Fragment } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { RecordRoundRow } from './record-round-row.tsx';

/** The index is worked from this many of the most recent counted rounds. */
const MOST_RECENT = 20;

/** The rounds of the record, newest first, the differentials the index uses marked; older than the most recent 20 set apart. */
export function HandicapRecordList({ record }: { record: HandicapRecordView }) {
  const used = record.rounds.filter((round) => round.used).length;
  const countedRounds = record.rounds.filter((round) => round.counted);
  // The newest counted round that is no longer among the most recent 20: the older ones start there.
  const firstOlder = countedRounds[MOST_RECENT];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Score record</CardTitle>
        <CardDescription>
          {record.rounds.length === 0
            ? 'Rounds you play here with your account appear here once you have a score in them.'
            : used > 0
              ? `Marked: ${used === 1 ? 'the differential your index is worked from' : `the ${used} differentials your index averages`}, the lowest of your ${Math.min(record.roundsCounted, MOST_RECENT) === record.roundsCounted ? '' : `most recent ${MOST_RECENT} `}counted rounds.`
              : 'A round counts once all 18 holes are scored and the game has moved on.'}
        </CardDescription>
      </CardHeader>
      {record.rounds.length === 0 ? null : (
        <CardContent>
          <ul className="record-rounds" aria-label="Score record">
            {record.rounds.map((round) => (
              <Fragment key={`${round.gameId}:${round.roundNumber}`}>
                {round === firstOlder ? <li className="record-rounds__divider">Older than your most recent {MOST_RECENT} rounds</li> : null}
                <RecordRoundRow round={round} />
              </Fragment>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
