import { Link } from 'react-router-dom';
import { FlagIcon } from '../../../components/icons/flag-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';

/** The home body when the user has no game in progress. */
export function ReadyForRoundCard() {
  return (
    <Card className="ready-card">
      <CardContent className="ready-card__content">
        <span className="ready-card__icon">
          <FlagIcon size={28} />
        </span>
        <h2 className="ready-card__title">Ready for a Round?</h2>
        <p className="ready-card__text">Pick a format, add your group and score every hole from your phone.</p>
        <Link to="/game-type-selection" className={buttonClass('primary', 'lg', 'btn--block')}>
          <PlusIcon size={20} />
          Create New Game
        </Link>
      </CardContent>
    </Card>
  );
}
