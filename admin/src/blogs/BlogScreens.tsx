import { BLOG_STATUSES, CONTENT_LIMITS, type StaffBlog } from '@app/contracts';
import { Link as MuiLink, Typography } from '@mui/material';
import {
  ChipField,
  Create,
  DataTable,
  DateField,
  DateTimeInput,
  Edit,
  EditButton,
  FormDataConsumer,
  List,
  maxLength,
  NumberField,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput';
import { RichTextInput } from '../content/RichTextInput';
import { SearchField } from '../shared/SearchField';

const STATUS_CHOICES = BLOG_STATUSES.map((status) => ({
  id: status,
  name: `resources.blogs.status.${status}`,
}));

const filters = [
  <SearchField key="q" source="q" alwaysOn placeholder="resources.blogs.search" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

const Column = DataTable.Col<StaffBlog>;

export const BlogList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
    <DataTable<StaffBlog> rowClick="edit" bulkActionButtons={false}>
      <Column source="title" />
      <Column source="status">
        <ChipField source="status" size="small" />
      </Column>
      <Column source="publish_at">
        <DateField source="publish_at" showTime />
      </Column>
      <Column source="likes" disableSort>
        <NumberField source="likes" />
      </Column>
      <Column source="dislikes" disableSort>
        <NumberField source="dislikes" />
      </Column>
      <Column source="shares" disableSort>
        <NumberField source="shares" />
      </Column>
      <Column source="updated_at">
        <DateField source="updated_at" showTime />
      </Column>
      <Column label={false} disableSort>
        <EditButton />
      </Column>
    </DataTable>
  </List>
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The blog's address on the site, once it is readable there (published, or scheduled and due: the API
 * answers no address otherwise). A saved draft or a blog scheduled for later says why there is no link
 * instead of one that answers 404; the editor's Preview shows how it will look.
 */
export const PublicLink = () => {
  const record = useRecordContext<StaffBlog>();
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

/**
 * A blog: title, slug (made from the title when empty), status (draft, published, or scheduled for a
 * time), cover image and the body. Published blogs are on the site as soon as they are saved.
 */
const BlogForm = () => (
  <SimpleForm>
    <PublicLink />
    <TextInput source="title" validate={[required(), maxLength(CONTENT_LIMITS.titleMax)]} fullWidth />
    <TextInput
      source="slug"
      fullWidth
      helperText="resources.blogs.slug_help"
      validate={[maxLength(CONTENT_LIMITS.slugMax), regex(SLUG, 'resources.blogs.slug_invalid')]}
    />
    <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} defaultValue="draft" />
    <FormDataConsumer<{ status?: string }>>
      {({ formData }) =>
        formData.status === 'scheduled' ? (
          <DateTimeInput
            source="publish_at"
            validate={required()}
            helperText="resources.blogs.schedule_help"
          />
        ) : null
      }
    </FormDataConsumer>
    <ImageUploadInput source="cover_image" label="resources.blogs.fields.cover_image" />
    <RichTextInput source="body" validate={[required(), maxLength(CONTENT_LIMITS.bodyMax)]} />
  </SimpleForm>
);

export const BlogCreate = () => (
  <Create redirect="edit">
    <BlogForm />
  </Create>
);

export const BlogEdit = () => (
  <Edit mutationMode="pessimistic" actions={false}>
    <BlogForm />
  </Edit>
);
