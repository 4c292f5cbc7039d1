import { Box } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { CodeField } from '../shared/CodeField';
import { ActionsTable, SectionTable } from '../shared/Section';
import { RecordLink } from '../shared/Links';
import { MemberActions } from './MemberActions';
import { statusChoices, userTypeChoices } from './types';

/** A member's account, their latest posts, what was reported against them and what staff did about it. */
export const MemberShow = () => (
  <Show actions={<MemberActions />}>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <TextField source="full_name" />
      <TextField source="email" />
      <TextField source="mobile_no" emptyText="—" />
      <SelectField source="user_type" choices={userTypeChoices} />
      <SelectField source="status" choices={statusChoices} />
      <DateField source="suspended_until" showTime emptyText="—" />
      <DateField source="banned_at" showTime emptyText="—" />
      <DateField source="created_at" showTime />
      <NumberField source="reports_against" />
      <NumberField source="actions_count" />
    </SimpleShowLayout>
    <Box sx={{ px: 2, pb: 2 }}>
      <SectionTable
        title="resources.members.sections.posts"
        source="posts"
        empty="resources.members.empty.no_posts"
      >
        <DataTable.Col source="id" label="resources.members.fields.post_id" />
        <DataTable.Col source="title" label="resources.members.fields.title" />
        <DataTable.Col source="hidden" label="resources.members.fields.hidden">
          <BooleanField source="hidden" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="resources.members.fields.created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
      </SectionTable>
      <SectionTable
        title="resources.members.sections.review_items"
        source="review_items"
        empty="resources.members.empty.no_review_items"
      >
        <DataTable.Col source="id" label="resources.members.fields.item">
          <RecordLink source="id" reference="review-items" />
        </DataTable.Col>
        <DataTable.Col source="reason" label="resources.review-items.fields.reason">
          <CodeField source="reason" prefix="resources.review-items.reasons" />
        </DataTable.Col>
        <DataTable.Col source="status" label="resources.review-items.fields.status">
          <CodeField source="status" prefix="resources.review-items.statuses" />
        </DataTable.Col>
        <DataTable.Col source="excerpt" label="resources.review-items.fields.excerpt" />
        <DataTable.Col source="created_at" label="resources.review-items.fields.created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
      </SectionTable>
      <ActionsTable
        title="resources.members.sections.actions"
        empty="resources.members.empty.no_actions"
        withItem
      />
    </Box>
  </Show>
);
