import { LANDING_STATS } from '@app/contracts';

/** The community's figures (8 countries, 74 cities, ...), each as one list item: "74 Cities". */
export function StatsList() {
  return (
    <ul className="stats">
      {LANDING_STATS.map((stat) => (
        <li key={stat.label} className="stat">
          <span className="stat__value">{stat.value}</span> <span className="stat__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
