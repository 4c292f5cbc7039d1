import type { StaffAppeal } from '@app/contracts';
import ReverseIcon from '@mui/icons-material/Undo';
import UpholdIcon from '@mui/icons-material/Gavel';
import { Stack } from '@mui/material';
import { DataTable, DateField, List, SelectInput, TextField, useRecordContext } from 'react-admin';
import type { AppealOutcome } from '@app/contracts';
import { CodeField } from '../shared/CodeField';
import { CommandDialog } from '../shared/CommandDialog';
import { MemberLink, RecordLink, StaffName } from '../shared/Links';
import { useCommand } from '../shared/useCommand';
import { EmptyList } from '../shared/ListActions';

const statusChoices = (['open', 'decided'] as const).map((status) => ({
  id: status,
  name: `resources.appeals.statuses.${status}`,
}));

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

const DecideButton = ({ outcome }: { outcome: AppealOutcome }) => {
  const record = useRecordContext<StaffAppeal>();
  const { run, pending } = useCommand('appeals');
  if (!record) return null;
  return (
    <CommandDialog
      label={`resources.appeals.decide.${outcome}`}
      title={`resources.appeals.decide.${outcome}_title`}
      help={`resources.appeals.decide.${outcome}_help`}
      icon={outcome === 'upheld' ? <UpholdIcon /> : <ReverseIcon />}
      color={outcome === 'reversed' ? 'warning' : 'primary'}
      noteRequired
      pending={pending}
      onConfirm={(note) =>
        run(record.id, 'decide', { outcome, note }, `resources.appeals.decide.${outcome}_done`)
      }
    />
  );
};

/** An open appeal is decided here; the API refuses the moderator whose decision is appealed. */
const Decision = () => {
  const record = useRecordContext<StaffAppeal>();
  if (!record) return null;
  if (record.status !== 'open') return <CodeField source="outcome" prefix="resources.appeals.outcomes" />;
  return (
    <Stack direction="row" spacing={1}>
      <DecideButton outcome="upheld" />
      <DecideButton outcome="reversed" />
    </Stack>
  );
};

const Column = DataTable.Col<StaffAppeal>;

/**
 * Members' appeals, the oldest open one first: the decision appealed and who made it, the member's text,
 * and the two outcomes. The item's page has the evidence.
 */
export const AppealList = () => (
  <List
    empty={<EmptyList message="app.empty.appeals" />}
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    sort={{ field: 'created_at', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<StaffAppeal> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="member" disableSort>
        <MemberLink source="member" />
      </Column>
      <Column source="review_item_id" disableSort>
        <RecordLink source="review_item_id" reference="review-items" />
      </Column>
      <Column source="action" disableSort>
        <CodeField source="action" prefix="resources.review-items.decisions" />
      </Column>
      <Column source="decision_by" disableSort>
        <StaffName source="decision_by" />
      </Column>
      <Column source="text" disableSort>
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap' }} />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="decided_by" disableSort>
        <StaffName source="decided_by" />
      </Column>
      <Column source="outcome" disableSort>
        <Decision />
      </Column>
    </DataTable>
  </List>
);
