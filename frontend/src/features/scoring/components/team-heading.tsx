/**
 * A team's heading on the scoring screen, with the team's points in the round so far as the
 * server counts them (in match play, the holes the side has won).
 */
export function TeamHeading({ name, points, unit }: { name: string; points: number | null; unit: string }) {
  return (
    <h2 className="team-heading">
      <span>{name}</span>
      {points !== null ? (
        <span className="team-heading__points">
          {points} {unit}
        </span>
      ) : null}
    </h2>
  );
}
