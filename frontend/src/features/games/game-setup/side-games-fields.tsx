import { gameTypeDefinition } from '@golf/golf';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CheckboxField } from '../shared/checkbox-field.tsx';
import { FactsGamesFields } from './facts-games-fields.tsx';
import * as setup from './game-setup-values.ts';
import { MoneyField } from './money-field.tsx';
import { NassauStakesFields } from './nassau-stakes-fields.tsx';

type SideGamesFieldsProps = {
  values: setup.SetupValues;
  errors: Record<string, string>;
  update: (next: setup.SetupValues) => void;
};

const money = (label: string, value: string, error: string | undefined, onChange: (value: string) => void) => (
  <MoneyField label={label} value={value} error={error} onChange={onChange} />
);

const PRESS_OPTIONS = [
  { value: 'off', label: 'No presses' },
  { value: 'manual', label: 'Press when down (manual)' },
  { value: 'automatic', label: 'Automatic' },
];
const TRIGGER_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} down` }));
const STAKE_OPTIONS = [
  { value: 'same', label: 'Same stake' },
  { value: 'double', label: 'Double' },
];

/**
 * The "Side games" step after the format (docs/golf-rules.md section 14): any of skins, a Nassau
 * (with presses in match play), Wolf, Las Vegas, and section 15's games on the hole facts (junk,
 * Bingo Bango Bongo, snake), each switched on with its values and a line
 * saying what it is. Values left as they are: $10 a skin, $1 a Wolf point, $0.25 a Vegas point.
 */
export function SideGamesFields({ values, errors, update }: SideGamesFieldsProps) {
  const type = gameTypeDefinition(values.gameType);
  const matchPlay = values.gameType === 'match_play';
  return (
    <>
      {values.gameType === 'skins' ? null : (
        <CheckboxField
          label="Skins"
          description="The lowest score on a hole wins a skin; ties carry it to the next hole."
          checked={values.skins}
          onChange={(checked) => update({ ...values, skins: checked })}
        />
      )}
      {values.skins && values.gameType !== 'skins'
        ? money('Value per skin ($)', values.skinValue, errors['sideGames.skins.value'], (skinValue) => update({ ...values, skinValue }))
        : null}
      {type.supportsNassau ? (
        <CheckboxField
          label="Play a Nassau"
          description={
            matchPlay
              ? 'Three matches: front 9, back 9 and overall, each for its stake; presses optional.'
              : 'Three bets: front 9, back 9 and overall 18, each won by the best score over its holes.'
          }
          checked={values.isNassau}
          onChange={(checked) => update(setup.withNassau(values, checked))}
        />
      ) : null}
      {values.isNassau ? (
        <>
          <NassauStakesFields
            stakes={values.nassauStakes}
            errors={errors}
            onChange={(bet, amount) => update({ ...values, nassauStakes: { ...values.nassauStakes, [bet]: amount } })}
          />
          {matchPlay ? (
            <>
              <SelectField
                label="Presses"
                options={PRESS_OPTIONS}
                value={values.presses}
                hint="A press is a new bet from the next hole to the end of the bet, opened by the side that is down."
                onChange={(event) => update({ ...values, presses: event.target.value as setup.SetupValues['presses'] })}
              />
              {values.presses !== 'off' ? (
                <div className="form__row">
                  {values.presses === 'automatic' ? (
                    <SelectField
                      label="Opens at"
                      options={TRIGGER_OPTIONS}
                      value={values.pressTrigger}
                      onChange={(event) => update({ ...values, pressTrigger: event.target.value })}
                    />
                  ) : null}
                  <SelectField
                    label="Press stake"
                    options={STAKE_OPTIONS}
                    value={values.pressStake}
                    onChange={(event) => update({ ...values, pressStake: event.target.value as 'same' | 'double' })}
                  />
                </div>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
      {setup.offersWolf(values) ? (
        <CheckboxField
          label="Wolf"
          description="The wolf rotates; each hole they pick a partner or go alone for bigger points."
          checked={values.wolf}
          onChange={(checked) => update({ ...values, wolf: checked })}
        />
      ) : null}
      {values.wolf && setup.offersWolf(values)
        ? money('Value per Wolf point ($)', values.wolfPointValue, errors['sideGames.wolf.pointValue'], (wolfPointValue) =>
            update({ ...values, wolfPointValue }),
          )
        : null}
      {setup.offersVegas(values) ? (
        <CheckboxField
          label="Las Vegas"
          description="Each team pairs its two scores into a number (4 and 5 make 45); the lower number wins the difference."
          checked={values.vegas}
          onChange={(checked) => update({ ...values, vegas: checked })}
        />
      ) : null}
      {values.vegas && setup.offersVegas(values)
        ? money('Value per Vegas point ($)', values.vegasPointValue, errors['sideGames.vegas.pointValue'], (vegasPointValue) =>
            update({ ...values, vegasPointValue }),
          )
        : null}
      <FactsGamesFields values={values} errors={errors} update={update} />
    </>
  );
}
