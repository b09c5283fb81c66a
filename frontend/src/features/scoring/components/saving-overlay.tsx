import { Spinner } from '../../../components/ui/spinner.tsx';

/** Covers the screen while scores are sent, so nothing is changed halfway through a save. */
export function SavingOverlay({ text = 'Saving Scores' }: { text?: string }) {
  return (
    <div className="saving-overlay" role="alertdialog" aria-modal="true" aria-label={text} aria-busy="true">
      <div className="saving-overlay__panel">
        <Spinner size={36} label={null} />
        <p className="saving-overlay__text">{text}</p>
      </div>
    </div>
  );
}
