import { POLICY_LIMITS, POLICY_SLUGS, type StaffPolicyPage } from '@app/contracts';
import { Alert } from '@mui/material';
import {
  DataTable,
  FunctionField,
  maxLength,
  required,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RichTextInput } from '../content/RichTextInput';
import { ContentList, contentEditors, contentFilters, SiteLink } from '../content/ContentScreens';

const SLUG_CHOICES = POLICY_SLUGS.map((slug) => ({ id: slug, name: `/${slug}` }));

const filters = contentFilters('resources.policy-pages.search');

const Column = DataTable.Col<StaffPolicyPage>;

/** Whether a page has its Hindi text (a title and a body), as the site decides. */
export const hasHindi = (page: Pick<StaffPolicyPage, 'title_hi' | 'body_hi'>) =>
  Boolean(page.title_hi && page.body_hi);

const HindiState = () => {
  const translate = useTranslate();
  return (
    <FunctionField<StaffPolicyPage>
      render={(page) =>
        translate(hasHindi(page) ? 'resources.policy-pages.has_hindi' : 'resources.policy-pages.no_hindi')
      }
    />
  );
};

export const PolicyPageList = () => (
  <ContentList filters={filters} sort={{ field: 'id', order: 'ASC' }}>
    <Column source="slug">
      <FunctionField<StaffPolicyPage> render={(page) => `/${page.slug}`} />
    </Column>
    <Column source="title_en">
      <TextField source="title_en" />
    </Column>
    <Column source="hindi" disableSort>
      <HindiState />
    </Column>
  </ContentList>
);

const Help = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate(text)}
    </Alert>
  );
};

/**
 * A policy page: its address on the site, and its text in English (which binds) and in Hindi
 * (optional), each a title, an intro, a description for search engines and the body (decision 408).
 */
const PolicyPageForm = () => (
  <TabbedForm>
    <TabbedForm.Tab label="resources.policy-pages.tabs.english">
      <SiteLink />
      <Help text="resources.policy-pages.english_help" />
      <SelectInput source="slug" choices={SLUG_CHOICES} validate={required()} />
      <TextInput source="title_en" validate={[required(), maxLength(POLICY_LIMITS.titleMax)]} fullWidth />
      <TextInput source="intro_en" multiline fullWidth validate={maxLength(POLICY_LIMITS.introMax)} />
      <TextInput source="description_en" fullWidth validate={maxLength(POLICY_LIMITS.descriptionMax)} />
      <RichTextInput
        source="body_en"
        label="resources.policy-pages.fields.body_en"
        helperText="resources.policy-pages.body_help"
        images={false}
        validate={[required(), maxLength(POLICY_LIMITS.bodyMax)]}
      />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="resources.policy-pages.tabs.hindi">
      <Help text="resources.policy-pages.hindi_help" />
      <TextInput source="title_hi" fullWidth validate={maxLength(POLICY_LIMITS.titleMax)} />
      <TextInput source="intro_hi" multiline fullWidth validate={maxLength(POLICY_LIMITS.introMax)} />
      <TextInput source="description_hi" fullWidth validate={maxLength(POLICY_LIMITS.descriptionMax)} />
      <RichTextInput
        source="body_hi"
        label="resources.policy-pages.fields.body_hi"
        helperText="resources.policy-pages.body_help"
        images={false}
        validate={[maxLength(POLICY_LIMITS.bodyMax)]}
      />
    </TabbedForm.Tab>
  </TabbedForm>
);

export const { create: PolicyPageCreate, edit: PolicyPageEdit } = contentEditors(PolicyPageForm, 'edit');
