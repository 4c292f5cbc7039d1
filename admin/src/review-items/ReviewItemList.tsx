import { Chip } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MemberLink } from '../shared/Links';
import { QuickFilter } from '../shared/QuickFilter';
import { BulkReviewButtons } from './BulkReviewButtons';
import { NextDeadlineField } from './DeadlineField';
import {
  CHILD_SAFETY,
  reasonChoices,
  sourceChoices,
  statusChoices,
  subjectTypeChoices,
  type ReviewItemRecord,
} from './types';
import { SearchField } from '../shared/SearchField';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [
  <SearchField key="q" source="q" placeholder="resources.review-items.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={reasonChoices} alwaysOn />,
  <SelectInput key="subject_type" source="subject_type" choices={subjectTypeChoices} />,
  <SelectInput key="source" source="source" choices={sourceChoices} />,
  <NumberInput key="older_than_hours" source="older_than_hours" min={1} />,
  <QuickFilter key="overdue" source="overdue" label="resources.review-items.filters.overdue" defaultValue />,
  <QuickFilter
    key="escalated"
    source="escalated"
    label="resources.review-items.filters.escalated"
    defaultValue
  />,
];

/** Child safety stands out in the queue (it also sorts first): a red chip, not just a word. */
export const ReasonField = () => {
  const record = useRecordContext<{ reason: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate(`resources.review-items.reasons.${record.reason}`, { _: record.reason });
  return record.reason === CHILD_SAFETY ? (
    <Chip size="small" color="error" label={label} />
  ) : (
    <span>{label}</span>
  );
};

const Column = DataTable.Col<ReviewItemRecord>;

// A missed deadline colours the whole row, so it is seen while scrolling, not only in its cell.
const rowSx = (record: ReviewItemRecord) =>
  record.overdue ? { backgroundColor: 'rgba(211, 47, 47, 0.08)' } : {};

/**
 * The review queue: reports and automatic findings in one list, open items first, child safety before
 * everything else and then the longest-waiting (the API's `priority` order).
 */
export const ReviewItemList = () => (
  <List
    empty={<EmptyList message="app.empty.review_items" />}
    actions={<ListActions />}
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    sort={{ field: 'priority', order: 'ASC' }}
    perPage={25}
  >
    <DataTable<ReviewItemRecord> rowClick="show" rowSx={rowSx} bulkActionButtons={<BulkReviewButtons />}>
      <Column source="id" />
      <Column source="reason" disableSort>
        <ReasonField />
      </Column>
      <Column source="subject_type" disableSort>
        <SelectField source="subject_type" choices={subjectTypeChoices} />
      </Column>
      <Column source="excerpt" disableSort />
      <Column source="author.full_name" disableSort>
        <MemberLink source="author" />
      </Column>
      <Column source="source" disableSort>
        <SelectField source="source" choices={sourceChoices} />
      </Column>
      <Column source="reports_count" />
      <Column source="held" disableSort>
        <BooleanField source="held" />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="time_left" disableSort>
        <NextDeadlineField />
      </Column>
      <Column source="status" disableSort>
        <SelectField source="status" choices={statusChoices} />
      </Column>
    </DataTable>
  </List>
);
