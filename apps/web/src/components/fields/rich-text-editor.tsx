import { EDITOR_IMAGE_FIELD, type ImageVariants } from '@admin/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { reportError } from '../../lib/report-error.ts';
import { IMAGE_ACCEPT } from './image-input.tsx';
import { contentSx, EditorFrame, FORMAT_ICONS, TOOLBAR_SX } from './rich-text.tsx';

/** Uploads a picture for an article through POST /api/uploads/images; answers its address. */
async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(EDITOR_IMAGE_FIELD, file);
  const { data } = await api.post<ImageVariants>('/uploads/images', form);
  return data.original;
}

function Tool({
  title,
  active,
  onClick,
  children,
  testId,
}: {
  title: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        onClick={onClick}
        aria-label={title}
        aria-pressed={active}
        data-testid={testId}
        sx={{
          borderRadius: 1,
          color: active ? 'primary.main' : 'text.secondary',
          bgcolor: active ? 'action.selected' : undefined,
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The toolbar's formats (`FORMAT_ICONS`' keys): whether the selection has each, and its toggle. */
const FORMATS = [
  ['bold', (e: Editor) => e.isActive('bold'), (c: ChainedCommands) => c.toggleBold()],
  ['italic', (e: Editor) => e.isActive('italic'), (c: ChainedCommands) => c.toggleItalic()],
  [
    'heading',
    (e: Editor) => e.isActive('heading', { level: 2 }),
    (c: ChainedCommands) => c.toggleHeading({ level: 2 }),
  ],
  ['bulletList', (e: Editor) => e.isActive('bulletList'), (c: ChainedCommands) => c.toggleBulletList()],
  ['orderedList', (e: Editor) => e.isActive('orderedList'), (c: ChainedCommands) => c.toggleOrderedList()],
  ['quote', (e: Editor) => e.isActive('blockquote'), (c: ChainedCommands) => c.toggleBlockquote()],
] as const;

/** The rich-text editor of articles, pages, events and FAQ answers: HTML in, HTML out, pictures uploaded. */
export function RichTextEditor({
  value,
  onChange,
  label,
  error,
  testId,
  minHeight = 280,
  draft,
  focusAt,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string;
  testId: string;
  minHeight?: number;
  /** What was typed in the field before the editor took its place (its HTML), if anything. */
  draft?: () => string | undefined;
  /** Where the caret goes once mounted: the point clicked, else the end. */
  focusAt?: { x: number; y: number } | 'end';
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [typed] = useState(() => draft?.());
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Image],
    content: typed ?? value,
    // what was typed is read as typed: ProseMirror would drop a space at the end of a paragraph
    parseOptions: typed === undefined ? {} : { preserveWhitespace: true },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'data-testid': testId, 'aria-label': label } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => FORMATS.map(([, active]) => active(e)),
  });
  // once in the page: what was typed before the editor came is the field's value, the caret goes in
  useLayoutEffect(() => {
    if (typed !== undefined) onChange(editor.isEmpty ? '' : editor.getHTML());
    if (!focusAt) return;
    const at =
      focusAt === 'end' || typed !== undefined ? null : editor.view.posAtCoords({ left: focusAt.x, top: focusAt.y });
    editor.commands.focus(at ? at.pos : 'end');
    // tiptap focuses on the next frame: a key pressed before that would be lost
    editor.view.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mounting only
  }, [editor]);
  // a value set from outside (a reset) replaces the content; the first content was chosen above
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (editor.getHTML() !== value && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertImage = async (file: File) => {
    setUploading(true);
    try {
      const src = await uploadEditorImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (e) {
      reportError(e);
    } finally {
      setUploading(false);
    }
  };

  return (
    <EditorFrame label={label} error={error}>
      <Box sx={TOOLBAR_SX}>
        {FORMATS.map(([key, , toggle], i) => {
          const Icon = FORMAT_ICONS[key];
          return (
            <Tool
              key={key}
              title={t(`kit.editor.${key}`)}
              active={state[i]}
              onClick={() => toggle(editor.chain().focus()).run()}
            >
              <Icon fontSize="small" />
            </Tool>
          );
        })}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <Tool title={t('kit.editor.image')} onClick={() => fileInput.current?.click()} testId={`${testId}-image`}>
          <AddPhotoAlternateRounded fontSize="small" color={uploading ? 'disabled' : 'inherit'} />
        </Tool>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept={IMAGE_ACCEPT}
          data-testid={`${testId}-image-input`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void insertImage(file);
          }}
        />
        <Box sx={{ flex: 1 }} />
        <Tool title={t('kit.editor.undo')} onClick={() => editor.chain().focus().undo().run()}>
          <UndoRounded fontSize="small" />
        </Tool>
        <Tool title={t('kit.editor.redo')} onClick={() => editor.chain().focus().redo().run()}>
          <RedoRounded fontSize="small" />
        </Tool>
      </Box>
      <Box
        sx={{
          px: 2,
          '& .tiptap': contentSx(minHeight),
          '& .tiptap img.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </EditorFrame>
  );
}
