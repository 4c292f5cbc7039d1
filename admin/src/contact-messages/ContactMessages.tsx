import type { StaffContactMessage } from '@app/contracts';
import DoneIcon from '@mui/icons-material/Done';
import { Button as MuiButton } from '@mui/material';
import {
  DataTable,
  DateField,
  EmailField,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RecordLink } from '../shared/Links';
import { useCommand } from '../shared/useCommand';

const statusChoices = (['open', 'handled'] as const).map((status) => ({
  id: status,
  name: `resources.contact-messages.statuses.${status}`,
}));

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/** Marks an open message handled (the API writes the audit entry). */
export const HandleButton = () => {
  const record = useRecordContext<StaffContactMessage>();
  const translate = useTranslate();
  const { run, pending } = useCommand('contact-messages');
  if (!record || record.status !== 'open') return null;
  return (
    <MuiButton
      size="small"
      startIcon={<DoneIcon />}
      disabled={pending}
      onClick={(event) => {
        event.stopPropagation();
        void run(record.id, 'handle', {}, 'resources.contact-messages.handle.done');
      }}
    >
      {translate('resources.contact-messages.handle.label')}
    </MuiButton>
  );
};

const Column = DataTable.Col<StaffContactMessage>;

/** The contact form's inbox, newest first; open messages by default. */
export const ContactMessageList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<StaffContactMessage> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="created_at" disableSort>
        <DateField source="created_at" showTime />
      </Column>
      <Column source="name" disableSort />
      <Column source="email" disableSort>
        <EmailField source="email" />
      </Column>
      <Column source="subject" disableSort />
      <Column source="status" disableSort>
        <SelectField source="status" choices={statusChoices} />
      </Column>
      <Column label="" disableSort>
        <HandleButton />
      </Column>
    </DataTable>
  </List>
);

export const ContactMessageShow = () => (
  <Show
    actions={
      <TopToolbar>
        <HandleButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" />
      <DateField source="created_at" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <RecordLink source="member_id" reference="members" />
      <TextField source="subject" />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      <SelectField source="status" choices={statusChoices} />
      <DateField source="handled_at" showTime emptyText="—" />
      <TextField source="handled_by" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
