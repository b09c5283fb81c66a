import { playsOffAppIndex, withOfferChosen, type PlayerSlot } from './player-slots.ts';

/** An index as the choice shows it: one decimal, or a dash for none. */
const shown = (index: number | null) => (index === null ? '–' : index.toFixed(1));

type HandicapOfferProps = { slot: PlayerSlot; onChange: (slot: PlayerSlot) => void };

/**
 * A picked user's typed index beside the app's: the one in use is pressed, the other a tap away.
 * Shown only when the app has an index for them (otherwise there is nothing to choose).
 */
export function HandicapOffer({ slot, onChange }: HandicapOfferProps) {
  const offer = slot.offer;
  if (!offer || offer.app === null || slot.playerId !== null) return null;
  const onApp = playsOffAppIndex(slot);
  const options = [
    { label: `Typed ${shown(offer.typed)}`, index: offer.typed, pressed: !onApp },
    { label: `App index ${shown(offer.app)}`, index: offer.app, pressed: onApp },
  ];
  return (
    <div className="handicap-offer" role="group" aria-label={`Handicap index for ${slot.name}`}>
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className="handicap-offer__option"
          aria-pressed={option.pressed}
          onClick={() => onChange(withOfferChosen(slot, option.index))}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
