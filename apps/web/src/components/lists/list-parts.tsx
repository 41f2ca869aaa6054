import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from './data-table.tsx';

/** The pieces every list screen is built from: a search box, filter selects, a server-paged table. */

const SEARCH_DEBOUNCE_MS = 400;

/** The search box of a list: the URL keeps the text, written after a short pause. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  testId = 'list-search',
  width = 280,
}: {
  value: string | undefined;
  onChange: (q: string | undefined) => void;
  placeholder: string;
  testId?: string;
  width?: number;
}) {
  const [text, setText] = useState(value ?? '');
  const [urlValue, setUrlValue] = useState(value);
  if (urlValue !== value) {
    setUrlValue(value);
    setText(value ?? '');
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return;
    const timer = setTimeout(() => onChange(trimmed || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      name="q"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={placeholder}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': testId, 'aria-label': placeholder },
      }}
    />
  );
}

/** A filter select of a list; '' is "all" (`allLabel`, "All" unless given). */
export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  allLabel,
  testId,
  width = 180,
}: {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V | undefined) => void;
  allLabel?: string;
  testId: string;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(e) => {
        const match = options.find((o) => String(o.value) === e.target.value);
        onChange(match?.value);
      }}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{ select: { 'data-testid': testId } as object }}
    >
      <MenuItem value="">{allLabel ?? t('common.table.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The height that takes an element from where it stands down to the bottom of the window, less the
 * page's bottom padding: a list's table fills the window, with no empty space under it and the
 * most rows the screen can show (a compact row is 34 px). Measured again when the window changes
 * or what stands above it does.
 */
function useFillToBottom(): [RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const main = element.closest('main');
      const padding = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_LIST_HEIGHT, Math.floor(window.innerHeight - top - padding)));
    };
    measure();
    window.addEventListener('resize', measure);
    // what comes to stand above it later (a list's saved views' tabs) moves its top: its parent grows
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, []);
  return [ref, height];
}

const MIN_LIST_HEIGHT = 360;

/**
 * A list: its title and filters above a server-paged table, which reaches the bottom of the window
 * unless `height` says otherwise (a list with more below it).
 */
export function ListCard<R>({
  title,
  filters,
  testId,
  page,
  pageSize,
  total,
  estimated,
  onPage,
  height,
  ...table
}: Omit<DataTableProps<R>, 'paging' | 'toolbar' | 'testId'> & {
  title?: ReactNode;
  filters?: ReactNode;
  testId?: string;
  page: number;
  pageSize: number;
  /** null until the list has answered. */
  total: number | null;
  estimated?: boolean;
  onPage: (page: number) => void;
  height?: string;
}) {
  const [fill, filled] = useFillToBottom();
  return (
    <Card ref={fill} sx={{ display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <Box sx={{ height: height ?? filled ?? 'calc(100vh - 260px)', minHeight: height ? 420 : MIN_LIST_HEIGHT }}>
        <DataTable<R>
          paging={{ page, pageSize, total, estimated, onPage }}
          toolbar={
            (title || filters) && (
              <>
                {title && <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{title}</Typography>}
                {filters}
              </>
            )
          }
          {...table}
        />
      </Box>
    </Card>
  );
}

/** The rows, total, loading state and page of a list screen's grid, from its query and URL state. */
export function pagedRows<R>(
  list: { data?: { data: R[]; total: number }; isFetching: boolean; error: unknown; refetch: () => unknown },
  page: number,
  onSearch: (change: { page: number }) => void,
) {
  return {
    rows: list.data?.data ?? [],
    total: list.data?.total ?? null,
    loading: list.isFetching,
    error: list.error,
    onRetry: () => void list.refetch(),
    page,
    onPage: (next: number) => onSearch({ page: next }),
  };
}

/**
 * The less used filters of a list behind a "More filters" button, so that the filters fit in one
 * or two rows at 1366 px; open from the start when one of them is set (`active` of them).
 */
export function MoreFilters({ active, testId, children }: { active: number; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(active > 0);
  const id = useId();
  return (
    <>
      <Button
        color={active > 0 ? 'primary' : 'inherit'}
        startIcon={<TuneRounded fontSize="small" />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {active > 0 ? t('common.table.moreFiltersActive', { count: active }) : t('common.table.moreFilters')}
      </Button>
      <Box id={id} sx={{ display: open ? 'contents' : 'none' }}>
        {children}
      </Box>
    </>
  );
}
