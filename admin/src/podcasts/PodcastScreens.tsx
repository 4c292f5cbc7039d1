import { CONTENT_LIMITS, PODCAST_SERIES, type StaffPodcast } from '@app/contracts';
import {
  BooleanInput,
  DataTable,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput';
import { ContentList, contentEditors, contentFilters, PublishedColumn } from '../content/ContentScreens';

const SERIES_CHOICES = PODCAST_SERIES.map((series) => ({ id: series, name: series }));

const filters = contentFilters(
  'resources.podcasts.search',
  <SelectInput key="series" source="series" choices={SERIES_CHOICES} />,
  <SelectInput
    key="published"
    source="published"
    choices={[
      { id: true, name: 'resources.podcasts.published_yes' },
      { id: false, name: 'resources.podcasts.published_no' },
    ]}
  />,
);

const Column = DataTable.Col<StaffPodcast>;

export const PodcastList = () => (
  <ContentList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
    <Column source="title" />
    <Column source="series" />
    <PublishedColumn />
  </ContentList>
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

export const { create: PodcastCreate, edit: PodcastEdit } = contentEditors(PodcastForm, 'list');
