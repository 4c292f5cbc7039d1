/**
 * A listing's details as a two-column table, one labelled row each (read-more pages, the owner's own sale
 * listing), with a hidden caption for screen readers.
 */
export function DetailsTable({
  caption,
  rows,
  className = 'owner-table',
}: {
  caption: string;
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  className?: string;
}) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
