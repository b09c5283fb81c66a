import type { GameTypeDefinition } from '@golf/golf';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GameTypeIcon } from './game-type-icon.tsx';

type GameTypeCardProps = { type: GameTypeDefinition; setupHref: string };

/** One format: icon, name, short description, player range, the rules (collapsed) and Choose. */
export function GameTypeCard({ type, setupHref }: GameTypeCardProps) {
  const [rulesOpen, setRulesOpen] = useState(false);
  const rulesId = useId();
  return (
    <Card className="type-card">
      <div className="type-card__head">
        <span className="type-card__icon">
          <GameTypeIcon name={type.icon} />
        </span>
        <div className="type-card__text">
          <h2 className="type-card__name">{type.name}</h2>
          <p className="type-card__summary">{type.shortDescription}</p>
          <p className="type-card__players">
            Players: {type.minPlayers}-{type.maxPlayers}
          </p>
        </div>
      </div>
      <p className="type-card__description">{type.description}</p>
      <button
        type="button"
        className="disclosure"
        aria-expanded={rulesOpen}
        aria-controls={rulesId}
        onClick={() => setRulesOpen((open) => !open)}
      >
        <span>Rules</span>
        <ChevronDownIcon size={18} className="disclosure__chevron" />
      </button>
      <ul id={rulesId} className="type-card__rules" hidden={!rulesOpen}>
        {type.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <Link to={setupHref} className={buttonClass('primary', 'md', 'btn--block')} aria-label={`Choose ${type.name}`}>
        Choose
      </Link>
    </Card>
  );
}
