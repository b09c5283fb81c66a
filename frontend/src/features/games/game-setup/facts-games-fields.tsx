import { CheckboxField } from '../shared/checkbox-field.tsx';
import * as setup from './game-setup-values.ts';
import { MoneyField } from './money-field.tsx';

type FactsGamesFieldsProps = {
  values: setup.SetupValues;
  errors: Record<string, string>;
  update: (next: setup.SetupValues) => void;
};

const DOT_LABELS: Record<setup.JunkDotName, string> = {
  birdie: 'Birdie',
  greenie: 'Greenie',
  sandie: 'Sandie',
  chip_in: 'Chip-in',
  polie: 'Polie',
};

/** A dot switched on or off; the last one stays on (junk plays at least one). */
function toggledDots(dots: readonly setup.JunkDotName[], dot: setup.JunkDotName): setup.JunkDotName[] {
  if (!dots.includes(dot)) return setup.JUNK_DOT_NAMES.filter((d) => d === dot || dots.includes(d));
  return dots.length > 1 ? dots.filter((d) => d !== dot) : [...dots];
}

/**
 * The side games on what happened on the hole (docs/golf-rules.md section 15): junk with its dots
 * as toggles, Bingo Bango Bongo and the snake, each with a line saying what it is. Values left as
 * they are: $1 a dot, $1 a point, $5 the snake (decision 0811).
 */
export function FactsGamesFields({ values, errors, update }: FactsGamesFieldsProps) {
  return (
    <>
      <CheckboxField
        label="Junk (dots)"
        description="Each dot a player earns (birdie, greenie, sandie…) is paid by every other player."
        checked={values.junk}
        onChange={(checked) => update({ ...values, junk: checked })}
      />
      {values.junk ? (
        <>
          <div className="segmented segmented--inline segmented--wrap" role="group" aria-label="Junk dots played">
            {setup.JUNK_DOT_NAMES.map((dot) => (
              <button
                key={dot}
                type="button"
                className="segmented__option"
                aria-pressed={values.junkDots.includes(dot)}
                onClick={() => update({ ...values, junkDots: toggledDots(values.junkDots, dot) })}
              >
                {DOT_LABELS[dot]}
              </button>
            ))}
          </div>
          <MoneyField
            label="Value per dot ($)"
            value={values.junkValue}
            error={errors['sideGames.junk.value'] ?? errors['sideGames.junk.dots']}
            onChange={(junkValue) => update({ ...values, junkValue })}
          />
        </>
      ) : null}
      <CheckboxField
        label="Bingo Bango Bongo"
        description="Three points a hole: first on the green, closest once all are on, first in the hole."
        checked={values.bingoBangoBongo}
        onChange={(checked) => update({ ...values, bingoBangoBongo: checked })}
      />
      {values.bingoBangoBongo ? (
        <MoneyField
          label="Value per point ($)"
          value={values.bingoBangoBongoValue}
          error={errors['sideGames.bingoBangoBongo.value']}
          onChange={(bingoBangoBongoValue) => update({ ...values, bingoBangoBongoValue })}
        />
      ) : null}
      <CheckboxField
        label="Snake"
        description="A three-putt takes the snake; whoever holds it at the end pays each other player."
        checked={values.snake}
        onChange={(checked) => update({ ...values, snake: checked })}
      />
      {values.snake ? (
        <MoneyField
          label="Snake value ($)"
          value={values.snakeValue}
          error={errors['sideGames.snake.value']}
          onChange={(snakeValue) => update({ ...values, snakeValue })}
        />
      ) : null}
    </>
  );
}
