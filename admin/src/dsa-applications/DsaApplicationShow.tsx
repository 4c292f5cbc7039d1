import { Alert, Stack } from '@mui/material';
import { DSA_DOCUMENT_FIELDS } from '@app/contracts';
import {
  DateField,
  Labeled,
  NumberField,
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
import { declarationSourceChoices, statusChoices, type DsaApplicationRecord } from './types';

/** The decisions on this screen (shared with the other reviewed applications). */
const REVIEW: ReviewTarget = { resource: 'dsa-applications', pendingStatus: 'pending' };

const ReviewActions = () => (
  <TopToolbar>
    <ApproveButton {...REVIEW} />
    <RejectButton {...REVIEW} />
  </TopToolbar>
);

const Documents = () => {
  const record = useRecordContext<DsaApplicationRecord>();
  if (!record) return null;
  return (
    <Labeled label="resources.dsa-applications.fields.documents">
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        {DSA_DOCUMENT_FIELDS.filter((f) => record.documents.includes(f)).map((f) => (
          <DocumentButton key={f} document={f} />
        ))}
      </Stack>
    </Labeled>
  );
};

const RevealedNotice = () => {
  const record = useRecordContext<DsaApplicationRecord>();
  const translate = useTranslate();
  return record?.numbers_revealed ? (
    <Alert severity="info">{translate('resources.dsa-applications.revealed')}</Alert>
  ) : null;
};

/** The reviewing staff member's page: every field, the full numbers (audit-logged read) and the documents. */
export const DsaApplicationShow = () => (
  <Show actions={<ReviewActions />}>
    <SimpleShowLayout>
      <RevealedNotice />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="id" />
      <SelectField source="status" choices={statusChoices} />
      <TextField source="user_id" />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="mobile_no" />
      <TextField source="address" />
      <TextField source="state_id" />
      <TextField source="city_id" />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <TextField source="business_name" />
      <TextField source="business_address" />
      <TextField source="current_occupation" />
      <NumberField source="net_annual_income" />
      <TextField source="education" />
      <TextField source="pancard_number" />
      <TextField source="aadharcard_number" />
      <TextField source="gst_no" emptyText="—" />
      <SelectField source="declaration_source" choices={declarationSourceChoices} />
    </SimpleShowLayout>
    <SimpleShowLayout direction="row" flexWrap="wrap" useFlexGap spacing={4}>
      <DateField source="created_at" showTime />
      <DateField source="reviewed_at" showTime emptyText="—" />
      <TextField source="review_note" emptyText="—" />
      <TextField source="coupon_code" emptyText="—" />
    </SimpleShowLayout>
    <SimpleShowLayout>
      <Documents />
    </SimpleShowLayout>
  </Show>
);
