import { BLOG_STATUSES, CONTENT_LIMITS, type StaffBlog } from '@app/contracts';
import {
  ChipField,
  DataTable,
  DateField,
  DateTimeInput,
  FormDataConsumer,
  maxLength,
  NumberField,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput';
import { ContentList, contentEditors, contentFilters, SiteLink } from '../content/ContentScreens';
import { RichTextInput } from '../content/RichTextInput';

const STATUS_CHOICES = BLOG_STATUSES.map((status) => ({
  id: status,
  name: `resources.blogs.status.${status}`,
}));

const filters = contentFilters(
  'resources.blogs.search',
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
);

const Column = DataTable.Col<StaffBlog>;

export const BlogList = () => (
  <ContentList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
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
  </ContentList>
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A blog: title, slug (made from the title when empty), status (draft, published, or scheduled for a
 * time), cover image and the body. Published blogs are on the site as soon as they are saved.
 */
const BlogForm = () => (
  <SimpleForm>
    <SiteLink />
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

export const { create: BlogCreate, edit: BlogEdit } = contentEditors(BlogForm, 'edit');
