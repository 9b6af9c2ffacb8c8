// The portal's Leaderboard tab (owner-admin spec §2): venues ranked by points, globally or in one
// city (the picker lists the cities in the global board); the top three are marked.
import { cityName } from '@venue-finder/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLeaderboard } from '../api/verification';
import { TIER_LABELS } from '../../../lib/vocabulary-labels';
import '../verification.css';

const MEDALS = ['🥇', '🥈', '🥉'];
const TIER_ICONS: Record<string, string> = { bronze: '🟫', silver: '⬜', gold: '🟨', platinum: '💎' };

export function LeaderboardTab() {
  const [scope, setScope] = useState<'global' | 'city'>('global');
  const global = useLeaderboard(null);
  const cities = [...new Set((global.data ?? []).map((row) => row.city))].sort();
  const [city, setCity] = useState<string | null>(null);
  const chosenCity = scope === 'city' ? (city ?? cities[0] ?? null) : null;
  const board = useLeaderboard(chosenCity);
  const rows = scope === 'global' ? global.data : chosenCity ? board.data : [];
  const cityId = useId();

  return (
    <div className="leaderboard">
      <div className="leaderboard__controls" role="group" aria-label="Leaderboard scope">
        <button
          type="button"
          className="button button--toggle"
          aria-pressed={scope === 'global'}
          onClick={() => setScope('global')}
        >
          Global
        </button>
        <button
          type="button"
          className="button button--toggle"
          aria-pressed={scope === 'city'}
          onClick={() => setScope('city')}
        >
          By City
        </button>
        {scope === 'city' && cities.length > 0 && (
          <span className="field field--inline">
            <label className="field__label" htmlFor={cityId}>
              City
            </label>
            <select
              id={cityId}
              className="field__control"
              value={chosenCity ?? ''}
              onChange={(e) => setCity(e.target.value)}
            >
              {cities.map((c) => (
                <option key={c} value={c}>
                  {cityName(c)}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {(global.isPending || (scope === 'city' && chosenCity && board.isPending)) && (
        <p role="status">Loading the leaderboard…</p>
      )}
      {rows && rows.length === 0 && <p className="notice">No leaderboard data available yet</p>}
      {rows && rows.length > 0 && (
        <table className="admin-table leaderboard__table">
          <caption className="visually-hidden">Leaderboard</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Venue</th>
              <th scope="col">Tier</th>
              <th scope="col">Points</th>
              <th scope="col">Badges</th>
              <th scope="col">City</th>
              <th scope="col">Country</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.venue_id} className={row.rank <= 3 ? 'leaderboard__top' : undefined}>
                <td>
                  {row.rank <= 3 && <span aria-hidden="true">{MEDALS[row.rank - 1]} </span>}
                  {row.rank}
                </td>
                <td>
                  <Link to={paths.venue.getHref(row.venue_slug)}>{row.venue_name}</Link>
                </td>
                <td>
                  <span aria-hidden="true">{TIER_ICONS[row.current_tier]} </span>
                  {TIER_LABELS[row.current_tier] ?? row.current_tier}
                </td>
                <td>{row.total_points}</td>
                <td>{row.badges_count}</td>
                <td>{cityName(row.city)}</td>
                <td>{row.country}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
