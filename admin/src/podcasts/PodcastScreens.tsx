import { CONTENT_LIMITS, PODCAST_SERIES, type StaffPodcast } from '@app/contracts';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  Edit,
  EditButton,
  List,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput';
import { SearchField } from '../shared/SearchField';

const SERIES_CHOICES = PODCAST_SERIES.map((series) => ({ id: series, name: series }));

const filters = [
  <SearchField key="q" source="q" alwaysOn placeholder="resources.podcasts.search" />,
  <SelectInput key="series" source="series" choices={SERIES_CHOICES} />,
  <SelectInput
    key="published"
    source="published"
    choices={[
      { id: true, name: 'resources.podcasts.published_yes' },
      { id: false, name: 'resources.podcasts.published_no' },
    ]}
  />,
];

const Column = DataTable.Col<StaffPodcast>;

export const PodcastList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
    <DataTable<StaffPodcast> rowClick="edit" bulkActionButtons={false}>
      <Column source="title" />
      <Column source="series" />
      <Column source="published">
        <BooleanField source="published" />
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

/** Published podcasts show on /IBTalks, /dummyIBTalks and /the-phoenix-tale as soon as they are saved. */
const PodcastForm = () => (
  <SimpleForm>
    <TextInput source="title" validate={[required(), maxLength(CONTENT_LIMITS.titleMax)]} fullWidth />
    <SelectInput source="series" choices={SERIES_CHOICES} validate={required()} />
    <TextInput source="link" type="url" fullWidth helperText="resources.podcasts.link_help" />
    <TextInput
      source="description"
      multiline
      minRows={3}
      fullWidth
      validate={maxLength(CONTENT_LIMITS.descriptionMax)}
    />
    <ImageUploadInput source="image" label="resources.podcasts.fields.image" />
    <BooleanInput source="published" />
  </SimpleForm>
);

export const PodcastCreate = () => (
  <Create redirect="list">
    <PodcastForm />
  </Create>
);

export const PodcastEdit = () => (
  <Edit mutationMode="pessimistic" actions={false}>
    <PodcastForm />
  </Edit>
);
