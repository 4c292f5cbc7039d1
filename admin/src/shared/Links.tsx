import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/** Reads `source` of the record, e.g. "author" or "member": a `{ id, full_name }` or null. */
const memberAt = (record: Record<string, unknown> | undefined, source: string) => {
  const value = source
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );
  return value && typeof value === 'object' && 'id' in value
    ? (value as { id: number; full_name?: string | null })
    : undefined;
};

/**
 * A member named in a record (author, reporter, appellant), linked to their page in the console. The name
 * comes with the record, so a list makes no extra request per row.
 */
export const MemberLink = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const member = memberAt(record, source);
  if (!member) return <span>—</span>;
  return (
    <Link
      to={createPath({ resource: 'members', id: member.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {member.full_name || `#${member.id}`}
    </Link>
  );
};

/** A staff member named in a record (`{ id, name }`): the name, or the id when the name is gone. */
export const StaffName = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const staff = record?.[source] as { id: number; name: string | null } | null | undefined;
  if (!staff) return <span>—</span>;
  return <span>{staff.name ?? `#${staff.id}`}</span>;
};

/** The record `record[source]` names (an id) in another resource, e.g. the review item of an appeal. */
export const RecordLink = ({ source, reference }: { source: string; reference: string; label?: string }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const id = record?.[source] as number | string | null | undefined;
  if (id === null || id === undefined || id === '') return <span>—</span>;
  return (
    <Link
      to={createPath({ resource: reference, id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      #{String(id)}
    </Link>
  );
};
