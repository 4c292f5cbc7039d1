import { Stack } from '@mui/material';
import {
  DateField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DocumentButton } from './DocumentButton';
import { ApproveButton, RejectButton, type ReviewTarget } from '../shared/ReviewButtons';
import { statusChoices, type BlueTickRequestRecord } from './types';

/** The decisions on this screen (shared with the other reviewed applications). */
const REVIEW: ReviewTarget = { resource: 'bluetick-requests', pendingStatus: 'under review' };

const ReviewActions = () => (
  <TopToolbar>
    <ApproveButton {...REVIEW} />
    <RejectButton {...REVIEW} />
  </TopToolbar>
);

const Documents = () => {
  const record = useRecordContext<BlueTickRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="resources.bluetick-requests.fields.documents">
      <Stack direction="row" spacing={2} alignItems="center">
        <DocumentButton document="identity" />
        {record.has_business_proof ? (
          <DocumentButton document="business" />
        ) : (
          <span>{translate('resources.bluetick-requests.documents.none')}</span>
        )}
      </Stack>
    </Labeled>
  );
};

export const BlueTickRequestShow = () => (
  <Show actions={<ReviewActions />}>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="member.full_name" emptyText="—" />
      <TextField source="member.email" emptyText="—" />
      <TextField source="member.business_name" emptyText="—" />
      <TextField source="member.user_type_text" emptyText="—" />
      <TextField source="user_id" />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <SelectField source="status" choices={statusChoices} />
      <TextField source="plan_id" />
      <DateField source="created_at" showTime />
      <DateField source="paid_at" showTime emptyText="—" />
      <DateField source="reviewed_at" showTime emptyText="—" />
      <TextField source="review_note" emptyText="—" />
    </SimpleShowLayout>
    <SimpleShowLayout>
      <Documents />
    </SimpleShowLayout>
  </Show>
);
