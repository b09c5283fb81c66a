import { FAIRWAY_MIN_PAR } from '@golf/golf';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import {
  nextPenalties,
  steppedPutts,
  toggledBunker,
  toggledChipIn,
  toggledFairway,
  toggledPolie,
  type FactsDraft,
} from '../model/hole-facts-entry.ts';
import { MinusIcon } from './minus-icon.tsx';

type HoleFactsRowProps = {
  name: string;
  /** The hole's par on the player's tee; a fairway is offered from par 4 up. */
  par: number | undefined;
  facts: FactsDraft;
  onChange: (facts: FactsDraft) => void;
  /** The game's junk pays a polie: the row offers it (decision 0812). */
  polie?: boolean;
};

const FAIRWAYS = [
  { value: 'left', label: '←', name: 'missed left' },
  { value: 'hit', label: 'FW', name: 'hit' },
  { value: 'right', label: '→', name: 'missed right' },
] as const;

/** A bunker: a sand trap's lip and its sand. */
function BunkerIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 15c3-4 6-5 9-5s6 1 9 5c-3 2-6 3-9 3s-6-1-9-3z" fill="currentColor" opacity="0.35" />
      <path d="M3 15c3-4 6-5 9-5s6 1 9 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A penalty: the red stake of a penalty area. */
function PenaltyIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M12 4h7l-2 3 2 3h-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * One compact row of what happened on the hole for a player (docs/golf-rules.md section 15),
 * under their strokes: putts stepper, fairway left / hit / right (par 4 and longer), bunker,
 * penalty and chip-in toggles, and polie where the game's junk plays it. Each tap keeps the facts possible together (decision 0808).
 */
export function HoleFactsRow({ name, par, facts, onChange, polie = false }: HoleFactsRowProps) {
  const fairwayHole = par === undefined || par >= FAIRWAY_MIN_PAR;
  const penalties = facts.penalties ?? 0;
  return (
    <div className="facts-row" role="group" aria-label={`What happened for ${name}`}>
      <div className="facts-row__putts">
        <button
          type="button"
          className="facts-row__step"
          aria-label={`One putt less for ${name}`}
          disabled={facts.putts === undefined}
          onClick={() => onChange(steppedPutts(facts, -1))}
        >
          <MinusIcon size={18} />
        </button>
        <span className="facts-row__count" aria-label={`Putts for ${name}`}>
          {facts.putts === undefined ? '–' : facts.putts}
          <small>putts</small>
        </span>
        <button
          type="button"
          className="facts-row__step"
          aria-label={`One putt more for ${name}`}
          onClick={() => onChange(steppedPutts(facts, 1))}
        >
          <PlusIcon size={18} />
        </button>
      </div>
      {fairwayHole ? (
        <div className="facts-row__fairway" role="group" aria-label={`Fairway for ${name}`}>
          {FAIRWAYS.map((fairway) => (
            <button
              key={fairway.value}
              type="button"
              className="facts-row__toggle"
              aria-label={`Fairway ${fairway.name} for ${name}`}
              aria-pressed={facts.fairway === fairway.value}
              onClick={() => onChange(toggledFairway(facts, fairway.value))}
            >
              {fairway.label}
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className="facts-row__toggle"
        aria-label={`Bunker for ${name}`}
        aria-pressed={facts.bunker === true}
        onClick={() => onChange(toggledBunker(facts))}
      >
        <BunkerIcon />
      </button>
      <button
        type="button"
        className="facts-row__toggle facts-row__toggle--penalty"
        aria-label={`Penalty strokes for ${name}: ${penalties}`}
        aria-pressed={penalties > 0}
        onClick={() => onChange(nextPenalties(facts))}
      >
        <PenaltyIcon />
        {penalties > 0 ? <span className="facts-row__badge">{penalties}</span> : null}
      </button>
      <button
        type="button"
        className="facts-row__toggle facts-row__toggle--text"
        aria-label={`Chip-in for ${name}`}
        aria-pressed={facts.chipIn === true}
        onClick={() => onChange(toggledChipIn(facts))}
      >
        Chip
      </button>
      {polie ? (
        <button
          type="button"
          className="facts-row__toggle facts-row__toggle--text"
          aria-label={`Polie for ${name}`}
          aria-pressed={facts.polie === true}
          onClick={() => onChange(toggledPolie(facts))}
        >
          Polie
        </button>
      ) : null}
    </div>
  );
}
