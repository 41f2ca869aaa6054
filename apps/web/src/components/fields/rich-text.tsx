import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import TitleRounded from '@mui/icons-material/TitleRounded';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n/setup.ts';
import { lazyPart } from '../lazy-part.ts';
import type { RichTextEditor } from './rich-text-editor.tsx';

type EditorProps = ComponentProps<typeof RichTextEditor>;

// tiptap is about 135 KB gzip: it loads when the pointer or the focus comes to a rich-text field
const editor = lazyPart(() => import('./rich-text-editor.tsx').then((module) => module.RichTextEditor));

/** The toolbar's formats (the i18n key of each) and their icons, in the editor and in its stand-in. */
export const FORMAT_ICONS = {
  bold: FormatBoldRounded,
  italic: FormatItalicRounded,
  heading: TitleRounded,
  bulletList: FormatListBulletedRounded,
  orderedList: FormatListNumberedRounded,
  quote: FormatQuoteRounded,
} as const;

/** The toolbar's row. */
export const TOOLBAR_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.25,
  p: 0.5,
  bgcolor: 'muted',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** The content's typography, in the editor and in its stand-in. */
export const contentSx = (minHeight: number) => ({
  minHeight,
  outline: 'none',
  py: 1.5,
  fontSize: 15,
  lineHeight: 1.6,
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
});

/** The editor's frame: its label, the bordered box of toolbar and content, the field's message. */
export function EditorFrame({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.75, color: error ? 'error.main' : 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {children}
      </Box>
      {error && (
        <Typography color="error" variant="caption" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
          {translateMessage(error)}
        </Typography>
      )}
    </Box>
  );
}

const TOOLS = [
  ...Object.values(FORMAT_ICONS),
  null,
  AddPhotoAlternateRounded,
  'gap',
  UndoRounded,
  RedoRounded,
] as const;

const BLOCK = /^(P|H[1-6]|UL|OL|LI|BLOCKQUOTE|DIV|PRE|HR|IMG)$/;

/**
 * What the stand-in holds, for the editor to read with its spaces kept (the space typed last among
 * them): only the whitespace between blocks, which is the HTML's layout and not text, is left out.
 */
function typedHtml(field: HTMLElement): string {
  const copy = field.cloneNode(true) as HTMLElement;
  const layout: Text[] = [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!text.data.trim() && parent && [...parent.children].some((child) => BLOCK.test(child.tagName)))
      layout.push(text);
  }
  layout.forEach((text) => text.remove());
  return copy.innerHTML;
}

/**
 * The rich-text editor, loaded on use. Until the user comes to it the field shows its content in
 * the editor's frame, an editable text target (what is typed before the editor arrives is kept):
 * the pointer or the focus starts loading tiptap, the focus puts the editor in its place with the
 * caret where the user clicked (or after what was typed).
 */
export function RichTextField(props: Omit<EditorProps, 'draft' | 'focusAt'>) {
  const { value, label, error, testId, minHeight = 280 } = props;
  const Loaded = editor.useLoaded();
  const [started, setStarted] = useState<Pick<EditorProps, 'draft' | 'focusAt'> | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const typed = useRef(false);
  const activating = useRef(false);

  if (Loaded && started) return <Loaded {...props} {...started} />;

  const activate = () => {
    if (activating.current) return;
    activating.current = true;
    void editor.preload().then(
      () =>
        setStarted({
          // read as the editor mounts: a key pressed until then is in the field
          draft: () => (typed.current && field.current ? typedHtml(field.current) : undefined),
          focusAt: pointer.current ?? 'end',
        }),
      // not loaded: the next use of the field tries again
      () => void (activating.current = false),
    );
  };

  return (
    <Box onPointerEnter={() => void editor.preload()}>
      <EditorFrame label={label} error={error}>
        {/* the toolbar as it will be; a click on it brings the editor */}
        <Box aria-hidden="true" onClick={() => field.current?.focus()} sx={{ ...TOOLBAR_SX, color: 'text.secondary' }}>
          {TOOLS.map((Icon, i) =>
            Icon === null ? (
              <Divider key={i} orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            ) : Icon === 'gap' ? (
              <Box key={i} sx={{ flex: 1 }} />
            ) : (
              <Box key={i} sx={{ display: 'flex', p: '5px' }}>
                <Icon fontSize="small" />
              </Box>
            ),
          )}
        </Box>
        <Box sx={{ px: 2 }}>
          <Box
            ref={field}
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            contentEditable
            suppressContentEditableWarning
            data-testid={testId}
            onPointerDown={(event) => void (pointer.current = { x: event.clientX, y: event.clientY })}
            onFocus={activate}
            onInput={() => void (typed.current = true)}
            sx={{ ...contentSx(minHeight), whiteSpace: 'pre-wrap', wordWrap: 'break-word' }}
            // the server sanitises rich text on the way in (sanitize-html); no script survives
            dangerouslySetInnerHTML={{ __html: value }}
          />
        </Box>
      </EditorFrame>
    </Box>
  );
}

/** Shows sanitised HTML from the server (articles, answers) with the editor's typography. */
export function RichTextView({ html }: { html: string }) {
  return (
    <Box
      sx={{
        fontSize: 15,
        lineHeight: 1.7,
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 },
      }}
      // the server sanitises rich text on the way in (sanitize-html); no script survives
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The editor bound to a form's field, over the whole row of the form grid; a required field's label ends with " *". */
export function RichTextInput<T extends FieldValues>({
  control,
  name,
  label,
  required,
  testId,
  minHeight,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  testId: string;
  minHeight?: number;
}) {
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <RichTextField
            value={String(field.value ?? '')}
            onChange={field.onChange}
            label={required ? `${label} *` : label}
            error={fieldState.error?.message}
            testId={testId}
            minHeight={minHeight}
          />
        )}
      />
    </Box>
  );
}
