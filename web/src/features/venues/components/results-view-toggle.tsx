// Shows the results as a list of cards or as pins on a map.
export type ResultsView = 'list' | 'map';

interface ResultsViewToggleProps {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}

export function ResultsViewToggle({ view, onChange }: ResultsViewToggleProps) {
  return (
    <div className="view-toggle" role="group" aria-label="Show results as">
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="view-toggle__button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? 'List' : 'Map'}
        </button>
      ))}
    </div>
  );
}
