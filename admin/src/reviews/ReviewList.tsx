import { REPORT_REASONS, type ReportReason, type StaffReviewRecord } from '@app/contracts';
import HideIcon from '@mui/icons-material/VisibilityOff';
import { MenuItem, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  DataTable,
  DateField,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField } from '../shared/CodeField';
import { CommandDialog } from '../shared/CommandDialog';
import { EmptyList } from '../shared/ListActions';
import { RecordLink } from '../shared/Links';
import { useCommand } from '../shared/useCommand';

const hiddenChoices = [
  { id: true, name: 'resources.reviews.filters.hidden' },
  { id: false, name: 'resources.reviews.filters.shown' },
];

const filters = [
  <SelectInput key="hidden" source="hidden" choices={hiddenChoices} alwaysOn />,
  <NumberInput key="subject_id" source="subject_id" min={1} />,
  <NumberInput key="author_id" source="author_id" min={1} />,
];

/** Hide, only with a rule and a note: both reach the author as a statement of reasons (appealable). */
const HideButton = () => {
  const record = useRecordContext<StaffReviewRecord>();
  const translate = useTranslate();
  const { run, pending } = useCommand('reviews');
  const [reason, setReason] = useState<ReportReason | ''>('');
  if (!record || record.hidden) return null;
  return (
    <CommandDialog
      label="resources.reviews.hide.label"
      title="resources.reviews.hide.title"
      help="resources.reviews.hide.help"
      icon={<HideIcon />}
      color="warning"
      noteRequired
      ready={reason !== ''}
      pending={pending}
      onConfirm={(note) => run(record.id, 'hide', { reason, note }, 'resources.reviews.hide.done')}
    >
      <MuiTextField
        select
        fullWidth
        margin="dense"
        label={translate('resources.reviews.hide.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      >
        {REPORT_REASONS.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`resources.reviews.reasons.${code}`)}
          </MenuItem>
        ))}
      </MuiTextField>
    </CommandDialog>
  );
};

const Column = DataTable.Col<StaffReviewRecord>;

/**
 * Every review, newest first, published or not, for moderators: who wrote it about whom, on which trade,
 * what it says and any reply (and whether the reply is held: it is moderated in the review queue, decision
 * 285); Hide takes a rule and a note. Reported reviews and replies also reach the review queue.
 */
export const ReviewList = () => (
  <List
    empty={<EmptyList message="app.empty.reviews" />}
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<StaffReviewRecord> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="trade_type" disableSort>
        <CodeField source="trade_type" prefix="resources.reviews.trade_types" />
      </Column>
      <Column source="author_id" disableSort>
        <RecordLink source="author_id" reference="members" />
      </Column>
      <Column source="subject_id" disableSort>
        <RecordLink source="subject_id" reference="members" />
      </Column>
      <Column source="rating" disableSort />
      <Column source="text" disableSort>
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
      </Column>
      <Column source="tags" disableSort>
        <FunctionField<StaffReviewRecord> render={(r) => r.tags.join(', ')} />
      </Column>
      <Column source="reply" disableSort>
        <TextField source="reply" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      </Column>
      <Column source="reply_hidden" disableSort>
        <BooleanField source="reply_hidden" />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="revealed_at" disableSort>
        <DateField source="revealed_at" showTime emptyText="—" />
      </Column>
      <Column source="hidden" disableSort>
        <BooleanField source="hidden" />
      </Column>
      <Column source="hidden_reason" disableSort>
        <TextField source="hidden_reason" emptyText="—" />
      </Column>
      <Column label="" disableSort>
        <HideButton />
      </Column>
    </DataTable>
  </List>
);
