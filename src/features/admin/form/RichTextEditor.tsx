import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The rich text editor of page html (tiptap; loaded only by forms with an html field). It edits what
 * tiptap can represent; the HTML source view beside it shows and takes the raw HTML. Either way the
 * server sanitises on save and the page sanitises again on render (docs/admin.md#html).
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, id, class: 'admin-rich-text' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  // A value changed from outside (restore, reload) replaces what the editor shows.
  useEffect(() => {
    if (!editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const command = (name: string, run: () => void, active: boolean) => (
    <Button key={name} variant={active ? 'contained' : 'outlined'} onClick={run} aria-pressed={active}>
      {t(`richText.${name}`)}
    </Button>
  );
  return (
    <Box>
      <ButtonGroup size="small" sx={{ mb: 1, flexWrap: 'wrap' }} aria-label={t('richText.toolbar')}>
        {command('bold', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
        {command('italic', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
        {command(
          'heading',
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          editor.isActive('heading', { level: 2 }),
        )}
        {command('bulletList', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
      </ButtonGroup>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .admin-rich-text': { minHeight: 120, outline: 'none' },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
