import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** The list's search box, with a placeholder that says what it searches (name, e-mail, content…). */
export const SearchField = ({ placeholder, ...props }: SearchInputProps & { placeholder: string }) => {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder)} />;
};
