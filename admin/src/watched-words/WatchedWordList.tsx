import type { WatchedWordRecord } from '@app/contracts';
import { CreateButton, DataTable, DateField, DeleteButton, List, SearchInput } from 'react-admin';
import { EmptyList, ListActions } from '../shared/ListActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Column = DataTable.Col<WatchedWordRecord>;

/** Words are only added or removed (there is nothing else to edit), so the list is the whole screen. */
export const WatchedWordList = () => (
  <List
    filters={filters}
    actions={<ListActions create />}
    empty={<EmptyList message="app.empty.watched_words" action={<CreateButton />} />}
    sort={{ field: 'word', order: 'ASC' }}
    perPage={25}
  >
    <DataTable<WatchedWordRecord> rowClick={false}>
      <Column source="word" />
      <Column source="created_at">
        <DateField source="created_at" showTime />
      </Column>
      <Column label={false} disableSort>
        {/* Removing a word changes what screening lets through at once, so it is confirmed, not undoable. */}
        <DeleteButton mutationMode="pessimistic" />
      </Column>
    </DataTable>
  </List>
);
