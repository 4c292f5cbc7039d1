import type { StaffEscalation } from '@app/contracts';
import { DataTable, DateField, List, SelectField, useRecordContext } from 'react-admin';
import { subjectTypeChoices } from '../review-items/types';
import { DownloadButton } from '../shared/DownloadButton';
import { MemberLink, RecordLink, StaffName } from '../shared/Links';
import { EmptyList } from '../shared/ListActions';

const Column = DataTable.Col<StaffEscalation>;

/** The evidence package (zip: manifest, content, images, metadata) for a report to the authorities. */
const PackageButton = () => {
  const record = useRecordContext<StaffEscalation>();
  if (!record) return null;
  return (
    <DownloadButton
      path={`escalations/${record.id}/package`}
      filename={`escalation-${record.id}.zip`}
      label="resources.escalations.package"
    />
  );
};

/** Child-safety escalations, newest first, each with its preserved evidence package. */
export const EscalationList = () => (
  <List
    empty={<EmptyList message="app.empty.escalations" />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<StaffEscalation> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="review_item_id" disableSort>
        <RecordLink source="review_item_id" reference="review-items" />
      </Column>
      <Column source="subject_type" disableSort>
        <SelectField source="subject_type" choices={subjectTypeChoices} />
      </Column>
      <Column source="author" disableSort>
        <MemberLink source="author" />
      </Column>
      <Column source="escalated_by" disableSort>
        <StaffName source="escalated_by" />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column source="retain_until" disableSort>
        <DateField source="retain_until" />
      </Column>
      <Column label={false} disableSort>
        <PackageButton />
      </Column>
    </DataTable>
  </List>
);
