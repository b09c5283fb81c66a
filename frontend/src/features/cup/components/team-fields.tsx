import { Card, CardContent } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEAM_COLORS, type TeamDraft } from '../model/team-draft.ts';
import { teamStyle } from './cup-scoreboard.tsx';

/** One team's name, colour and captain (among its players). */
export function TeamFields({
  team,
  draft,
  nameOf,
  onChange,
}: {
  team: 0 | 1;
  draft: TeamDraft;
  nameOf: (userId: string) => string;
  onChange: (change: Partial<Omit<TeamDraft, 'userIds'>>) => void;
}) {
  const label = `Team ${team + 1}`;
  return (
    <Card className="cup-form__team" style={teamStyle(draft.color)}>
      <CardContent>
        <TextField label={`${label} name`} value={draft.name} maxLength={30} onChange={(e) => onChange({ name: e.target.value })} />
        <SelectField
          label={`${label} colour`}
          value={draft.color}
          options={
            TEAM_COLORS.some((c) => c.value === draft.color) ? TEAM_COLORS : [{ value: draft.color, label: draft.color }, ...TEAM_COLORS]
          }
          onChange={(e) => onChange({ color: e.target.value })}
        />
        <SelectField
          label={`${label} captain`}
          value={draft.captainId ?? ''}
          disabled={draft.userIds.length === 0}
          options={
            draft.userIds.length === 0
              ? [{ value: '', label: 'Add players first' }]
              : draft.userIds.map((id) => ({ value: id, label: nameOf(id) }))
          }
          onChange={(e) => onChange({ captainId: e.target.value })}
        />
      </CardContent>
    </Card>
  );
}
