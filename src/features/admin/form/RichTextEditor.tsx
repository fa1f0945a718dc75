import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LinkDialog } from './LinkDialog';
import { MediaLibraryDialog } from './MediaLibraryDialog';

/**
 * The rich text editor of page html (tiptap; loaded only by forms with an html field). It edits what
 * tiptap can represent; the HTML source view beside it shows and takes the raw HTML. Either way the
 * server sanitises on save and the page sanitises again on render (docs/admin.md#html). Links are
 * checked by the content link rule as they are typed; pictures come from the media library, each
 * with its description (docs/admin.md#media-library).
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
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: [
      // Links open where the rule allows only (LinkDialog); a click in the editor edits, not follows.
      StarterKit.configure({ link: { openOnClick: false, autolink: false } }),
      Image.configure({ inline: false }),
    ],
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
    <Button key={name} size="small" variant={active ? 'contained' : 'outlined'} onClick={run} aria-pressed={active}>
      {t(`richText.${name}`)}
    </Button>
  );
  return (
    <Box>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('richText.toolbar')}
        data-testid={`${id}-toolbar`}
        sx={{ mb: 1, flexWrap: 'wrap', gap: 0.5 }}
      >
        {command('bold', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
        {command('italic', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
        {command(
          'heading',
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          editor.isActive('heading', { level: 2 }),
        )}
        {command('bulletList', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
        {command('link', () => setDialog('link'), editor.isActive('link'))}
        {command('image', () => setDialog('image'), false)}
      </Stack>
      {dialog === 'link' && (
        <LinkDialog
          open
          href={
            typeof editor.getAttributes('link').href === 'string' ? (editor.getAttributes('link').href as string) : ''
          }
          onClose={() => setDialog(null)}
          onSave={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === '') chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link'))
              // Nothing selected: the address itself becomes the link's text.
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
            setDialog(null);
          }}
        />
      )}
      <MediaLibraryDialog
        open={dialog === 'image'}
        askAlt
        onClose={() => setDialog(null)}
        onChoose={({ url, alt }) => editor.chain().focus().setImage({ src: url, alt }).run()}
      />
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .admin-rich-text': { minHeight: 120, outline: 'none' },
          '& .admin-rich-text img': { maxWidth: '100%', height: 'auto' },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
