import { Link as MuiLink, Typography } from '@mui/material';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  Create,
  DataTable,
  DateField,
  Edit,
  EditButton,
  List,
  type SortPayload,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SearchField } from '../shared/SearchField';

/**
 * The frame every content kind of the console shares (blogs, podcasts, tutorials, policy pages): a list
 * searched by `q` whose rows open the editor and end with the last change and an Edit button, and a
 * create and an edit screen around one form. Edits wait for the server (pessimistic), so an editor never
 * sees a change the API refused. A kind states only what is its own: its columns, filters and form.
 */

/** The list's filters: the search box (always shown) first, then the kind's own. */
export const contentFilters = (searchPlaceholder: string, ...more: ReactElement[]) => [
  <SearchField key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  ...more,
];

export const ContentList = ({
  filters,
  sort,
  children,
}: {
  filters: ReactElement[];
  sort: SortPayload;
  children: ReactNode;
}) => (
  <List filters={filters} sort={sort} perPage={25}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      {children}
      <DataTable.Col source="updated_at">
        <DateField source="updated_at" showTime />
      </DataTable.Col>
      <DataTable.Col label={false} disableSort>
        <EditButton />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** A yes/no column for the `published` flag. */
export const PublishedColumn = () => (
  <DataTable.Col source="published">
    <BooleanField source="published" />
  </DataTable.Col>
);

/** The create and edit screens of a kind; after creating, the editor lands on `afterCreate`. */
export const contentEditors = (Form: ComponentType, afterCreate: 'list' | 'edit') => ({
  create: () => (
    <Create redirect={afterCreate}>
      <Form />
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic" actions={false}>
      <Form />
    </Edit>
  ),
});

/**
 * The record's address on the site, once it is readable there (the API answers `public_url` only then).
 * A record not on the site yet (a draft, a blog scheduled for later) says so instead of linking to a
 * page that answers 404.
 */
export const SiteLink = () => {
  const record = useRecordContext<{ public_url?: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.public_url)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.content.not_on_site')}
      </Typography>
    );
  return (
    <MuiLink href={record.public_url} target="_blank" rel="noopener" sx={{ mb: 2 }}>
      {translate('app.content.view_on_site')}
    </MuiLink>
  );
};
