import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fetchFile } from '../providers/files';

/**
 * A staff-only image (evidence, blocked thumbnails): fetched with the staff token and shown from memory, so
 * the image never has a public address and the token never sits in a URL.
 */
export const AuthorizedImage = ({ src, alt, size = 240 }: { src: string; alt: string; size?: number }) => {
  const translate = useTranslate();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    setFailed(false);
    fetchFile(src)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  if (failed) return <span>{translate('app.files.image_failed')}</span>;
  if (!url) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ maxWidth: size, maxHeight: size, objectFit: 'contain', border: 1, borderColor: 'divider' }}
    />
  );
};
