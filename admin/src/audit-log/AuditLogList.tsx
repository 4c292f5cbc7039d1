import type { StaffAuditEntry } from '@app/contracts';
import { Box, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  DateTimeInput,
  List,
  NumberInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../shared/ListActions';

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="target_type" source="target_type" alwaysOn />,
  <NumberInput key="target_id" source="target_id" />,
  <NumberInput key="staff_id" source="staff_id" />,
  <DateTimeInput key="from" source="from" />,
  <DateTimeInput key="to" source="to" />,
];

const Staff = () => {
  const record = useRecordContext<StaffAuditEntry>();
  const translate = useTranslate();
  if (!record?.staff) return <span>—</span>;
  const role = translate(`app.roles.${record.staff.role}`, { _: record.staff.role });
  return (
    <span>
      {record.staff.name} ({role})
    </span>
  );
};

const Json = ({ value }: { value: unknown }) => (
  <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
    {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
  </Box>
);

/** The before and after of an entry, opened under its row. */
const Changes = () => {
  const record = useRecordContext<StaffAuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <div>
        <Typography variant="subtitle2">{translate('resources.audit-log.fields.before')}</Typography>
        <Json value={record.before} />
      </div>
      <div>
        <Typography variant="subtitle2">{translate('resources.audit-log.fields.after')}</Typography>
        <Json value={record.after} />
      </div>
    </Box>
  );
};

const Column = DataTable.Col<StaffAuditEntry>;

/** Every staff write, newest first; read-only for everyone (the API has no route that changes it). */
export const AuditLogList = () => (
  <List
    empty={<EmptyList message="app.empty.audit_log" />}
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={50}
    exporter={false}
  >
    <DataTable<StaffAuditEntry> rowClick={false} bulkActionButtons={false} expand={<Changes />}>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="staff" disableSort>
        <Staff />
      </Column>
      <Column source="action" disableSort />
      <Column source="target_type" disableSort />
      <Column source="target_id" disableSort />
      <Column source="summary" disableSort>
        <TextField source="summary" />
      </Column>
      <Column source="ip" disableSort />
    </DataTable>
  </List>
);
