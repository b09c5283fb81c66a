import { CreateGameBody } from '@golf/contracts';
import { allowedScoringTypes, defaultGameName, GAME_TYPES, playerCountOptions, type GameTypeId, type ScoringType } from '@golf/golf';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useRevealFirstError } from '../../../lib/use-reveal-first-error.ts';
import { useCreateGame } from '../api/create-game.ts';
import { useTripChoices } from '../api/get-trips.ts';
import { CheckboxField } from '../shared/checkbox-field.tsx';
import { FormSection } from '../shared/form-section.tsx';
import { SCORING_TYPE_LABELS } from '../shared/game-labels.ts';
import * as setup from './game-setup-values.ts';
import { PayoutsEditor } from './payouts-editor.tsx';
import { PointsEditor } from './points-editor.tsx';
import { SideGamesFields } from './side-games-fields.tsx';

const ROUND_OPTIONS = Array.from({ length: 20 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** The New Game form; 'Continue to Players' creates the game and opens the players wizard. */
export function GameSetupForm({ gameType, tripId }: { gameType: string | null; tripId: string | null }) {
  const [values, setValues] = useState(() => setup.initialSetupValues(gameType, tripId));
  const [refused, setErrors] = useState<Record<string, string>>({});
  // What the form refuses shows as it is typed; what a submit or the server refused, until the next change.
  const errors = { ...refused, ...setup.setupProblems(values) };
  const { ref: formRef, revealErrors } = useRevealFirstError();
  const refuse = (problems: Record<string, string>) => {
    setErrors(problems);
    revealErrors();
  };
  const nextPayoutKey = useRef(0);
  const trips = useTripChoices();
  const create = useCreateGame();
  const showPoints = setup.editablePoints(values.gameType, values.scoringType) !== null;
  const update = (next: setup.SetupValues) => {
    setValues(next);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A trip is sent only when it is one of the user's trips (the field shows only then).
    const tripId = trips.data?.some((trip) => trip.id === values.tripId) ? values.tripId : '';
    const problems = setup.setupProblems(values);
    if (Object.keys(problems).length > 0) return refuse(problems);
    sendParsed(CreateGameBody, setup.toCreateGameInput({ ...values, tripId }), refuse, (body, refused) =>
      create.mutate(body, { onError: refused }),
    );
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <FormSection title="Game Details">
        <TextField
          label="Game Name (optional)"
          placeholder={defaultGameName(values.gameType, new Date())}
          value={values.name}
          error={errors.name}
          onChange={(event) => update({ ...values, name: event.target.value })}
        />
        <SelectField
          label="Game Type"
          options={GAME_TYPES.map((t) => ({ value: t.id, label: t.name }))}
          value={values.gameType}
          onChange={(event) => update(setup.withGameType(values, event.target.value as GameTypeId))}
        />
        <div className="form__row">
          <SelectField
            label="Number of Players"
            options={playerCountOptions(values.gameType).map((n) => ({ value: String(n), label: String(n) }))}
            value={String(values.targetPlayerCount)}
            error={errors.targetPlayerCount}
            onChange={(event) => update(setup.withPlayerCount(values, Number(event.target.value)))}
          />
          <SelectField
            label="Number of Rounds"
            options={ROUND_OPTIONS}
            value={String(values.numberOfRounds)}
            error={errors.numberOfRounds}
            onChange={(event) => update({ ...values, numberOfRounds: Number(event.target.value) })}
          />
        </div>
      </FormSection>

      <FormSection title="Side games">
        <SideGamesFields values={values} errors={errors} update={update} />
      </FormSection>

      <FormSection title="Scoring">
        <SelectField
          label="Scoring Type"
          options={allowedScoringTypes(values.gameType).map((s) => ({ value: s, label: SCORING_TYPE_LABELS[s] }))}
          value={values.scoringType}
          error={errors.scoringType}
          hint={values.scoringType === 'quota' ? 'Points on gross scores against a quota of 36 minus course handicap.' : undefined}
          onChange={(event) => update(setup.withScoringType(values, event.target.value as ScoringType))}
        />
        {values.gameType === 'skins' ? (
          <TextField
            label="Value per skin ($)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={values.skinValue}
            error={errors.skinValue}
            hint="What each skin is worth on the board and in the payouts. A skin carried over adds its value to the next."
            onChange={(event) => update({ ...values, skinValue: event.target.value })}
          />
        ) : null}
        {showPoints ? (
          <PointsEditor
            points={values.points}
            errors={errors}
            onChange={(key, value) => update({ ...values, points: { ...values.points, [key]: value } })}
          />
        ) : null}
      </FormSection>

      <FormSection title="Handicap Options">
        <CheckboxField
          label="Use 80% of handicaps"
          description="Handicap indexes are reduced to 80% before course handicaps are calculated."
          checked={values.useEightyPercentHandicap}
          onChange={(checked) => update({ ...values, useEightyPercentHandicap: checked })}
        />
      </FormSection>

      {trips.data && trips.data.length > 0 ? (
        <FormSection title="Trip Association">
          <SelectField
            label="Trip"
            options={[{ value: '', label: 'No trip' }, ...trips.data.map((trip) => ({ value: trip.id, label: trip.name }))]}
            value={values.tripId}
            error={errors.tripId}
            onChange={(event) => update({ ...values, tripId: event.target.value })}
          />
        </FormSection>
      ) : null}

      <FormSection title="Payouts">
        <PayoutsEditor
          payouts={values.payouts}
          playerCount={values.targetPlayerCount}
          isNassau={values.isNassau}
          errors={errors}
          onAdd={() => update({ ...values, payouts: [...values.payouts, setup.newPayout(values, `p${nextPayoutKey.current++}`)] })}
          onRemove={(key) => update({ ...values, payouts: values.payouts.filter((p) => p.key !== key) })}
          onChange={(key, change) => update({ ...values, payouts: values.payouts.map((p) => (p.key === key ? { ...p, ...change } : p)) })}
        />
      </FormSection>

      <Button type="submit" size="lg" block loading={create.isPending}>
        Continue to Players
      </Button>
    </form>
  );
}
