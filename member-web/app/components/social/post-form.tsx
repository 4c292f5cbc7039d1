import { SOCIAL_LIMITS, type Post } from '@app/contracts';
import { useId } from 'react';

import { useT } from '../../i18n/i18n';
import { Field, FieldError, FormAlert } from '../form-fields';
import { ImagePicker } from './image-picker';

/**
 * The fields of the create-post dialog and of 'Edit Post': Title, Location, Description and images. The
 * form around them is multipart; `post` fills them for an edit.
 */
export function PostFields({
  post,
  message,
  fieldErrors = {},
  resetKey,
}: {
  post?: Post;
  message?: string;
  fieldErrors?: Record<string, string>;
  resetKey?: unknown;
}) {
  const { t } = useT('social');
  const descriptionId = useId();
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <Field
        label={t('postForm.title')}
        name="title"
        maxLength={SOCIAL_LIMITS.titleMaxLength}
        defaultValue={post?.title ?? ''}
        error={fieldErrors.title}
      />
      <Field
        label={t('postForm.location')}
        name="location"
        maxLength={SOCIAL_LIMITS.locationMaxLength}
        defaultValue={post?.location ?? ''}
        error={fieldErrors.location}
      />
      <div className="field">
        <label htmlFor={descriptionId}>{t('postForm.description')}</label>
        <textarea
          id={descriptionId}
          name="description"
          rows={4}
          maxLength={SOCIAL_LIMITS.descriptionMaxLength}
          defaultValue={post?.description ?? ''}
          aria-invalid={fieldErrors.description ? true : undefined}
        />
        <FieldError error={fieldErrors.description} />
      </div>
      <ImagePicker
        label={post ? t('postForm.addPhotos') : t('postForm.photos')}
        reserved={post?.medias.length ?? 0}
        error={fieldErrors.medias ?? firstMediaError(fieldErrors)}
        resetKey={resetKey}
      />
    </>
  );
}

/** The API names a bad image by its field (`medias[1]`); the picker shows the first such message. */
function firstMediaError(fieldErrors: Record<string, string>): string | undefined {
  return Object.entries(fieldErrors).find(([field]) => field.startsWith('medias'))?.[1];
}
