import { WATCHED_WORD_MAX_LENGTH } from '@app/contracts';
import { Create, maxLength, required, SimpleForm, TextInput } from 'react-admin';

export const WatchedWordCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="word" validate={[required(), maxLength(WATCHED_WORD_MAX_LENGTH)]} />
    </SimpleForm>
  </Create>
);
