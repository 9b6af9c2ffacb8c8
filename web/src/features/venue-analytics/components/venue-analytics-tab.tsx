// The portal's Analytics tab (issue #36): pick a venue and a period (7, 30 or 90 days), see its
// rank in its city by views, a chart of one figure per day, the totals, and every day's figures
// in a table.
import { useId, useState } from 'react';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type ApiSchema } from '@venue-finder/contract';
import { formatCalendarDateEnGb, formatCount } from '../../../lib/format-en-gb';
import { type AnalyticsFigure, FIGURE_LABELS, FIGURES, rankText } from '../analytics-figures';
import { type VenueAnalytics, useVenueAnalytics } from '../api/get-venue-analytics';
import { AnalyticsChart } from './analytics-chart';
import '../venue-analytics.css';

type AnalyticsVenue = Pick<ApiSchema<'OwnerVenue'>, 'id' | 'name'>;

export function VenueAnalyticsTab({ venues }: { venues: readonly AnalyticsVenue[] }) {
  const [venueId, setVenueId] = useState(venues[0]?.id ?? '');
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const [figure, setFigure] = useState<AnalyticsFigure>('views');
  const venuePicker = useId();
  const periodPicker = useId();
  const figurePicker = useId();
  const analytics = useVenueAnalytics(venueId, days);
  if (venues.length === 0) return <p className="notice">List or claim a venue to see how it does.</p>;
  return (
    <section className="venue-analytics" aria-label="Analytics">
      <div className="venue-analytics__choices">
        {venues.length > 1 && (
          <div className="field field--inline">
            <label className="field__label" htmlFor={venuePicker}>
              Venue
            </label>
            <select
              id={venuePicker}
              className="field__control"
              value={venueId}
              onChange={(e) => setVenueId(e.target.value)}
            >
              {venues.map((venue) => (
                <option key={venue.id} value={venue.id}>
                  {venue.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field field--inline">
          <label className="field__label" htmlFor={periodPicker}>
            Period
          </label>
          <select
            id={periodPicker}
            className="field__control"
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as AnalyticsPeriod)}
          >
            {ANALYTICS_PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </div>
      </div>
      {analytics.isPending ? (
        <p role="status">Loading the figures…</p>
      ) : analytics.isError ? (
        <p role="alert">We could not load the figures. Please reload the page.</p>
      ) : (
        <Figures analytics={analytics.data} figure={figure} chooseFigure={setFigure} figurePicker={figurePicker} />
      )}
    </section>
  );
}

function Figures({
  analytics,
  figure,
  chooseFigure,
  figurePicker,
}: {
  analytics: VenueAnalytics;
  figure: AnalyticsFigure;
  chooseFigure: (figure: AnalyticsFigure) => void;
  figurePicker: string;
}) {
  const period = `the last ${analytics.days} days`;
  return (
    <>
      <h2 className="venue-analytics__heading">
        {analytics.venue_name}: {period}
      </h2>
      <p className="venue-analytics__rank">
        {analytics.views_rank
          ? `${rankText(analytics.views_rank)} for listing views over ${period}.`
          : 'Your venue is ranked among its city’s venues once it is published.'}
      </p>
      <table className="venue-analytics__totals">
        <caption>Totals over {period}</caption>
        <tbody>
          {FIGURES.map((key) => (
            <tr key={key}>
              <th scope="row">{FIGURE_LABELS[key]}</th>
              <td>{formatCount(analytics.totals[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="field field--inline">
        <label className="field__label" htmlFor={figurePicker}>
          Chart
        </label>
        <select
          id={figurePicker}
          className="field__control"
          value={figure}
          onChange={(e) => chooseFigure(e.target.value as AnalyticsFigure)}
        >
          {FIGURES.map((key) => (
            <option key={key} value={key}>
              {FIGURE_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <AnalyticsChart
        title={`${FIGURE_LABELS[figure]} per day over ${period}`}
        points={analytics.daily.map((day) => ({ day: day.day, value: day[figure] }))}
      />
      <details className="venue-analytics__daily">
        <summary>Figures by day</summary>
        <div className="venue-analytics__scroll">
          <table>
            <caption className="visually-hidden">Figures by day over {period}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {FIGURES.map((key) => (
                  <th scope="col" key={key}>
                    {FIGURE_LABELS[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...analytics.daily].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatCalendarDateEnGb(day.day)}</th>
                  {FIGURES.map((key) => (
                    <td key={key}>{formatCount(day[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className="venue-analytics__note">
        Views, appearances and additions reach these figures within {formatCount(analytics.delay_seconds)} seconds.
        Search engines’ robots and a visitor’s repeat visits within 30 minutes are not counted.
      </p>
    </>
  );
}
