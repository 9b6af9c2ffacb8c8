// The brief's "Your event" fields: type, date (or flexible), start and end times, days, guests,
// layout and budget, each optional, labelled, and with its error read out with it.
import {
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  MAX_EVENT_DAYS,
  ROOM_LAYOUTS,
  ROOM_LAYOUT_LABELS,
} from '@venue-finder/contract';
import { useId, type RefObject } from 'react';
import { setBriefEvent, type BriefEvent } from '../../../lib/brief-store';
import { formatGbp } from '../../../lib/format-en-gb';
import { localToday } from '../../../lib/calendar-day';
import { MAX_BUDGET_GBP, MAX_GUESTS, type EventErrors, type EventField } from '../event-details';

const LAYOUT_OPTIONS = ROOM_LAYOUTS.map((layout) => ({ value: layout, label: ROOM_LAYOUT_LABELS[layout] }));
const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));

interface EventDetailsFieldsProps {
  event: BriefEvent;
  errors: EventErrors;
  disabled: boolean;
  /** The inputs by field, so the form can take the planner to the first one that needs a change. */
  inputRefs: RefObject<Partial<Record<EventField, HTMLInputElement | null>>>;
}

export function EventDetailsFields({ event, errors, disabled, inputRefs }: EventDetailsFieldsProps) {
  const ids = {
    legend: useId(),
    type: useId(),
    date: useId(),
    startTime: useId(),
    endTime: useId(),
    days: useId(),
    flexible: useId(),
    guests: useId(),
    layout: useId(),
    budget: useId(),
    budgetHint: useId(),
  };
  const errorId = (field: EventField) => `${ids[field]}-error`;
  const described = (field: EventField, hint?: string) =>
    [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: EventField) =>
    errors[field] && (
      <p id={errorId(field)} className="field__error">
        {errors[field]}
      </p>
    );
  const keep = (field: EventField) => (element: HTMLInputElement | null) => {
    inputRefs.current[field] = element;
  };

  return (
    <fieldset className="brief-event" disabled={disabled}>
      <legend id={ids.legend} className="brief-event__legend">
        Your event <span className="brief-event__optional">(optional)</span>
      </legend>
      <div className="field">
        <label className="field__label" htmlFor={ids.type}>
          Type of event
        </label>
        <select
          id={ids.type}
          className="field__control"
          value={event.type}
          onChange={(change) => setBriefEvent({ type: change.target.value })}
        >
          <option value="">Not given</option>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.date}>
          Event date
        </label>
        <input
          ref={keep('date')}
          id={ids.date}
          className="field__control"
          type="date"
          min={localToday()}
          value={event.date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={described('date')}
          onChange={(change) => setBriefEvent({ date: change.target.value })}
        />
        {error('date')}
      </div>
      <label className="brief-event__flexible" htmlFor={ids.flexible}>
        <input
          id={ids.flexible}
          type="checkbox"
          checked={event.dateFlexible}
          onChange={(change) => setBriefEvent({ dateFlexible: change.target.checked })}
        />{' '}
        My date is flexible
      </label>
      <div className="brief-event__times">
        <div className="field">
          <label className="field__label" htmlFor={ids.startTime}>
            Start time
          </label>
          <input
            ref={keep('startTime')}
            id={ids.startTime}
            className="field__control"
            type="time"
            value={event.startTime}
            aria-invalid={errors.startTime ? true : undefined}
            aria-describedby={described('startTime')}
            onChange={(change) => setBriefEvent({ startTime: change.target.value })}
          />
          {error('startTime')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.endTime}>
            End time
          </label>
          <input
            ref={keep('endTime')}
            id={ids.endTime}
            className="field__control"
            type="time"
            value={event.endTime}
            aria-invalid={errors.endTime ? true : undefined}
            aria-describedby={described('endTime')}
            onChange={(change) => setBriefEvent({ endTime: change.target.value })}
          />
          {error('endTime')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.days}>
          Number of days
        </label>
        <input
          ref={keep('days')}
          id={ids.days}
          className="field__control"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_EVENT_DAYS}
          step={1}
          value={event.days}
          aria-invalid={errors.days ? true : undefined}
          aria-describedby={described('days')}
          onChange={(change) => setBriefEvent({ days: change.target.value })}
        />
        {error('days')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.guests}>
          Number of guests
        </label>
        <input
          ref={keep('guests')}
          id={ids.guests}
          className="field__control"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GUESTS}
          step={1}
          value={event.guests}
          aria-invalid={errors.guests ? true : undefined}
          aria-describedby={described('guests')}
          onChange={(change) => setBriefEvent({ guests: change.target.value })}
        />
        {error('guests')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.layout}>
          Layout
        </label>
        <select
          id={ids.layout}
          className="field__control"
          value={event.layout}
          onChange={(change) => setBriefEvent({ layout: change.target.value })}
        >
          <option value="">Any layout</option>
          {LAYOUT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.budget}>
          Budget (£)
        </label>
        <input
          ref={keep('budget')}
          id={ids.budget}
          className="field__control"
          type="text"
          inputMode="decimal"
          maxLength={16}
          value={event.budget}
          aria-invalid={errors.budget ? true : undefined}
          aria-describedby={described('budget', ids.budgetHint)}
          onChange={(change) => setBriefEvent({ budget: change.target.value })}
        />
        <p id={ids.budgetHint} className="field__hint">
          In pounds, for the whole event, up to {formatGbp(MAX_BUDGET_GBP)}
        </p>
        {error('budget')}
      </div>
    </fieldset>
  );
}
