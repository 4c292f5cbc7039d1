import { SavedSearchMessages } from '@app/contracts';
import { InvalidInputError, NotFoundError } from '../../core/errors/domain-error';

/** Another member's saved search answers as one that does not exist. */
export const savedSearchNotFound = () => new NotFoundError(SavedSearchMessages.notFound);

export const invalidSavedSearch = (field: string, message: string) =>
  new InvalidInputError({ [field]: [message] });
