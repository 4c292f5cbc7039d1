import { Box, Button, ButtonGroup, TextField, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { uploadContentImage, withConsoleImages } from './uploadImage';

interface Wrap {
  label: string;
  before: string;
  after: string;
}

const TOOLS: Wrap[] = [
  { label: 'app.content.tools.paragraph', before: '<p>', after: '</p>' },
  { label: 'app.content.tools.heading', before: '<h2>', after: '</h2>' },
  { label: 'app.content.tools.bold', before: '<strong>', after: '</strong>' },
  { label: 'app.content.tools.italic', before: '<em>', after: '</em>' },
  { label: 'app.content.tools.quote', before: '<blockquote>', after: '</blockquote>' },
  { label: 'app.content.tools.list', before: '<ul>\n<li>', after: '</li>\n</ul>' },
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The blog body: HTML with a small toolbar (paragraph, heading, bold, italic, quote, list, link, image)
 * and a preview. Images are uploaded through the image cleaner and inserted by address. The API cleans
 * the body to its allowlist on save (decision 143), so the preview here is rendered in a sandboxed frame.
 */
export const RichTextInput = ({
  source,
  validate,
  label = 'resources.blogs.fields.body',
  helperText = 'app.content.body_help',
  images = true,
}: {
  source: string;
  validate?: Validator[];
  /** Translation keys of the field's name and its help. */
  label?: string;
  helperText?: string;
  /** Whether the toolbar offers image uploads (the API keeps no images in a policy page). */
  images?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState, id } = useInput({ source, validate, defaultValue: '' });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const value = String(field.value ?? '');

  const insert = (before: string, after = '') => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end);
    field.onChange(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, end + before.length);
    });
  };

  const link = () => {
    const href = window.prompt(translate('app.content.tools.link_prompt'), 'https://');
    if (href && /^(https?:|mailto:)/i.test(href)) insert(`<a href="${escapeAttribute(href)}">`, '</a>');
  };

  const image = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadContentImage(file);
      insert(`<img src="${escapeAttribute(uploaded.url)}" alt="">`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 1 }}>
        {translate(label)}
      </Typography>
      <ButtonGroup
        size="small"
        sx={{ flexWrap: 'wrap', mb: 1 }}
        aria-label={translate('app.content.tools.label')}
      >
        {TOOLS.map((tool) => (
          <Button key={tool.label} onClick={() => insert(tool.before, tool.after)} disabled={previewing}>
            {translate(tool.label)}
          </Button>
        ))}
        <Button onClick={link} disabled={previewing}>
          {translate('app.content.tools.link')}
        </Button>
        {images ? (
          <Button component="label" disabled={previewing || busy}>
            {translate(busy ? 'app.content.uploading' : 'app.content.tools.image')}
            <input hidden type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={image} />
          </Button>
        ) : null}
        <Button onClick={() => setPreviewing((p) => !p)}>
          {translate(previewing ? 'app.content.tools.edit' : 'app.content.tools.preview')}
        </Button>
      </ButtonGroup>
      {previewing ? (
        <Box
          component="iframe"
          title={translate('app.content.tools.preview')}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:sans-serif;line-height:1.5}img{max-width:100%}</style>${withConsoleImages(value)}`}
          sx={{ width: '100%', minHeight: 360, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <TextField
          id={id}
          inputRef={area}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          multiline
          minRows={14}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : translate(helperText)}
          slotProps={{
            htmlInput: { 'aria-label': translate(label), spellCheck: true },
          }}
        />
      )}
    </Box>
  );
};
