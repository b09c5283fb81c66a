import type { CupView } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSetCup } from '../api/set-cup.ts';
import { assign, changeTeam, cupBody, draftProblem, initialDraft, teamOf, type CupDraft } from '../model/team-draft.ts';
import { TeamFields } from './team-fields.tsx';

export type CupMember = { userId: string; name: string };

/**
 * The cup's teams (organizers): its name, each team's name, colour and captain, who plays for
 * whom (every member once at most), the holder and the planned points.
 */
export function CupTeamForm({
  tripId,
  cup,
  members,
  onSaved,
}: {
  tripId: string;
  cup: CupView | null;
  members: CupMember[];
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<CupDraft>(() => initialDraft(cup));
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const save = useSetCup(tripId, { onSuccess: onSaved });
  const nameOf = new Map(members.map((m) => [m.userId, m.name]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = draftProblem(draft);
    setShownProblem(problem);
    if (!problem) save.mutate(cupBody(draft));
  };
  const teamOptions = [
    { value: '', label: 'Not playing' },
    { value: '0', label: draft.teams[0].name || 'Team 1' },
    { value: '1', label: draft.teams[1].name || 'Team 2' },
  ];
  return (
    <form className="cup-form" onSubmit={submit} noValidate>
      <TextField label="Cup name" value={draft.name} maxLength={60} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      <div className="cup-form__teams">
        {([0, 1] as const).map((team) => (
          <TeamFields
            key={team}
            team={team}
            draft={draft.teams[team]}
            nameOf={(id) => nameOf.get(id) ?? 'A former member'}
            onChange={(change) => setDraft(changeTeam(draft, team, change))}
          />
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Players</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="cup-form__members" aria-label="Players">
            {members.map((member) => (
              <li key={member.userId} className="cup-form__member">
                <SelectField
                  label={`Team of ${member.name}`}
                  className="cup-form__choice"
                  value={String(teamOf(draft, member.userId) ?? '')}
                  options={teamOptions}
                  onChange={(e) => setDraft(assign(draft, member.userId, e.target.value === '' ? null : (Number(e.target.value) as 0 | 1)))}
                />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <SelectField
        label="Holder (keeps the cup on a tie)"
        value={draft.holder === null ? '' : String(draft.holder)}
        options={[{ value: '', label: 'Nobody: a tie is a tie' }, ...teamOptions.slice(1)]}
        onChange={(e) => setDraft({ ...draft, holder: e.target.value === '' ? null : (Number(e.target.value) as 0 | 1) })}
      />
      <TextField
        label="Points in all (optional)"
        inputMode="decimal"
        value={draft.plannedPoints}
        hint="The points of every session you plan, e.g. 28: the cup is then not won before they are played."
        onChange={(e) => setDraft({ ...draft, plannedPoints: e.target.value })}
      />
      {shownProblem ? (
        <p className="field__error" role="alert">
          {shownProblem}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={save.isPending}>
        Save Teams
      </Button>
    </form>
  );
}
