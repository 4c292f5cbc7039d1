import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { consoleImageUrl, uploadContentImage } from './uploadImage';

/**
 * A picture field: the form holds the stored image's key (`source`). Choosing a file uploads it through
 * the image cleaner at once; Remove clears the field.
 */
export const ImageUploadInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, id } = useInput({ source, defaultValue: null });
  const preview = consoleImageUrl(field.value as string | null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const image = await uploadContentImage(file);
      field.onChange(image.key);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 1 }}>
        {translate(label)}
      </Typography>
      {field.value && preview ? (
        <Box
          component="img"
          src={preview}
          alt={translate('app.content.image_preview')}
          sx={{ maxWidth: 320, maxHeight: 200, display: 'block', mb: 1, borderRadius: 1 }}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" component="label" disabled={busy}>
          {translate(busy ? 'app.content.uploading' : 'app.content.choose_image')}
          <input
            id={id}
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={choose}
          />
        </Button>
        {field.value ? (
          <Button onClick={() => field.onChange(null)}>{translate('app.content.remove_image')}</Button>
        ) : null}
      </Box>
      <FormHelperText>{translate('app.content.image_help')}</FormHelperText>
    </Box>
  );
};
