import type { StaffBlockedImage } from '@app/contracts';
import {
  DataTable,
  DateField,
  DeleteButton,
  List,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isSuperadmin } from '../providers/permissions';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { RecordLink, StaffName } from '../shared/Links';
import { EmptyList } from '../shared/ListActions';

const Column = DataTable.Col<StaffBlockedImage>;

const Thumbnail = () => {
  const record = useRecordContext<StaffBlockedImage>();
  const translate = useTranslate();
  if (!record?.thumbnail_url) return <span>—</span>;
  return (
    <AuthorizedImage
      src={record.thumbnail_url}
      alt={translate('resources.image-blocklist.thumbnail', { id: record.id })}
      size={96}
    />
  );
};

/**
 * Images removed and blocked from the queue: a later upload of the same or a near-identical image is held.
 * Only the superadmin may lift a block (the API refuses anyone else).
 */
export const ImageBlocklistList = () => {
  const { permissions } = usePermissions();
  return (
    <List
      empty={<EmptyList message="app.empty.image_blocklist" />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable<StaffBlockedImage> rowClick={false} bulkActionButtons={false}>
        <Column source="thumbnail_url" disableSort>
          <Thumbnail />
        </Column>
        <Column source="hash" disableSort />
        <Column source="reason" disableSort />
        <Column source="added_by" disableSort>
          <StaffName source="added_by" />
        </Column>
        <Column source="review_item_id" disableSort>
          <RecordLink source="review_item_id" reference="review-items" />
        </Column>
        <Column source="created_at">
          <DateField source="created_at" showTime />
        </Column>
        {isSuperadmin(permissions) ? (
          <Column label={false} disableSort>
            <DeleteButton mutationMode="pessimistic" />
          </Column>
        ) : null}
      </DataTable>
    </List>
  );
};
