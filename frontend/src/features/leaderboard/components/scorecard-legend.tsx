/** What the scorecard's shapes and colours mean, each beside a sample drawn as the card draws it. */
const RESULTS = [
  { result: 'eagle', name: 'Eagle or better' },
  { result: 'birdie', name: 'Birdie' },
  { result: 'par', name: 'Par' },
  { result: 'bogey', name: 'Bogey' },
  { result: 'double', name: 'Double bogey or worse' },
] as const;

export function ScorecardLegend() {
  return (
    <section className="scorecard-legend" aria-label="Scorecard key">
      <h4 className="scorecard-legend__title">Key</h4>
      <ul className="scorecard-legend__items">
        {RESULTS.map(({ result, name }) => (
          <li key={result}>
            <span className={`stroke-badge stroke-badge--${result}`} aria-hidden="true">
              4
            </span>
            <span>{name}</span>
          </li>
        ))}
        <li>
          <span className="stroke-badge stroke-badge--none" aria-hidden="true">
            <span className="stroke-badge__hcp stroke-badge__hcp--dots">
              <span className="stroke-badge__dot" />
            </span>
          </span>
          <span>Handicap stroke received (a dot each)</span>
        </li>
        <li>
          <span className="stroke-badge stroke-badge--none" aria-hidden="true">
            <span className="stroke-badge__hcp stroke-badge__hcp--plus">+</span>
          </span>
          <span>Stroke given back (plus handicap)</span>
        </li>
      </ul>
    </section>
  );
}
