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
import { useRef, useState, useSyncExternalStore, type ComponentType, type ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateMessage } from '../../i18n/setup.ts';
import type { RichTextEditor } from './rich-text-editor.tsx';

type EditorProps = ComponentProps<typeof RichTextEditor>;

// tiptap is about 135 KB gzip: it loads when the pointer or the focus comes to a rich-text field
let Editor: ComponentType<EditorProps> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function preloadEditor(): Promise<void> {
  loading ??= import('./rich-text-editor.tsx').then((module) => {
    Editor = module.RichTextEditor;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const TOOLS = [
  FormatBoldRounded,
  FormatItalicRounded,
  TitleRounded,
  FormatListBulletedRounded,
  FormatListNumberedRounded,
  FormatQuoteRounded,
  null,
  AddPhotoAlternateRounded,
  'gap',
  UndoRounded,
  RedoRounded,
] as const;

/**
 * The rich-text editor, loaded on use. Until the user comes to it the field shows its content in
 * the editor's frame, an editable text target (what is typed before the editor arrives is kept):
 * the pointer or the focus starts loading tiptap, the focus puts the editor in its place with the
 * caret where the user clicked (or after what was typed).
 */
export function RichTextField(props: Omit<EditorProps, 'draft' | 'focusAt'>) {
  const { value, label, error, testId, minHeight = 280 } = props;
  const Loaded = useSyncExternalStore(subscribe, () => Editor);
  const [started, setStarted] = useState<Pick<EditorProps, 'draft' | 'focusAt'> | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const typed = useRef(false);
  const activating = useRef(false);

  if (Loaded && started) return <Loaded {...props} {...started} />;

  const activate = () => {
    if (activating.current) return;
    activating.current = true;
    void preloadEditor().then(() =>
      setStarted({
        // read as the editor mounts: a key pressed until then is in the field
        draft: () => (typed.current ? field.current?.innerHTML : undefined),
        focusAt: pointer.current ?? 'end',
      }),
    );
  };

  return (
    <Box onPointerEnter={() => void preloadEditor()}>
      <Typography variant="subtitle2" sx={{ mb: 0.75, color: error ? 'error.main' : 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {/* the toolbar as it will be; a click on it brings the editor */}
        <Box
          aria-hidden="true"
          onClick={() => field.current?.focus()}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            p: 0.5,
            bgcolor: '#f7f8fb',
            borderBottom: 1,
            borderColor: 'divider',
            color: 'text.secondary',
          }}
        >
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
            sx={{
              minHeight,
              outline: 'none',
              py: 1.5,
              fontSize: 15,
              lineHeight: 1.6,
              whiteSpace: 'pre-wrap',
              wordWrap: 'break-word',
              '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
              '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
            }}
            // the server sanitises rich text on the way in (sanitize-html); no script survives
            dangerouslySetInnerHTML={{ __html: value }}
          />
        </Box>
      </Box>
      {error && (
        <Typography color="error" variant="caption" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
          {translateMessage(error)}
        </Typography>
      )}
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
