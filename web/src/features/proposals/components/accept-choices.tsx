// What the planner chooses when accepting: one of the dates the venue offered (asked only when it
// offered several) and, if they wish, the reason the other venues are told (Cvent's award reasons).
import { useId } from 'react';
import { NOT_CHOSEN_REASONS, NOT_CHOSEN_REASON_LABELS, type NotChosenReason } from '@venue-finder/contract';
import { formatCalendarDateEnGb } from '../../../lib/format-en-gb';

export interface AcceptChoice {
  date: string;
  reason: NotChosenReason | '';
  text: string;
}

export function AcceptChoices({
  dates,
  choice,
  onChange,
  othersToTell,
}: {
  dates: readonly string[];
  choice: AcceptChoice;
  onChange: (choice: AcceptChoice) => void;
  /** Whether any other venue will be told it was not chosen. */
  othersToTell: boolean;
}) {
  const ids = { dates: useId(), reason: useId(), text: useId() };
  return (
    <>
      {dates.length > 1 ? (
        <fieldset className="accept-choices__dates">
          <legend id={ids.dates}>Which date do you accept?</legend>
          {dates.map((date) => (
            <label key={date} className="accept-choices__date">
              <input
                type="radio"
                name={ids.dates}
                value={date}
                checked={choice.date === date}
                onChange={() => onChange({ ...choice, date })}
              />{' '}
              {formatCalendarDateEnGb(date)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>Date: {formatCalendarDateEnGb(dates[0] ?? choice.date)}</p>
      )}
      {othersToTell && (
        <div className="field">
          <label className="field__label" htmlFor={ids.reason}>
            Tell the other venues why (optional)
          </label>
          <select
            id={ids.reason}
            className="field__control"
            value={choice.reason}
            onChange={(event) => onChange({ ...choice, reason: event.target.value as NotChosenReason | '' })}
          >
            <option value="">Say no reason</option>
            {NOT_CHOSEN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {NOT_CHOSEN_REASON_LABELS[reason][0]!.toUpperCase() + NOT_CHOSEN_REASON_LABELS[reason].slice(1)}
              </option>
            ))}
          </select>
          {choice.reason === 'other' && (
            <>
              <label className="field__label" htmlFor={ids.text}>
                In a few words
              </label>
              <input
                id={ids.text}
                className="field__control"
                maxLength={500}
                required
                value={choice.text}
                onChange={(event) => onChange({ ...choice, text: event.target.value })}
              />
            </>
          )}
        </div>
      )}
    </>
  );
}
