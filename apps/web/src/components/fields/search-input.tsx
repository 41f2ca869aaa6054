import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useState } from 'react';
import { lazyPart, useOnUse } from '../lazy-part.ts';

// MUI's Autocomplete and Popper.js (about 18 KB gzip) load when the pointer or the focus first comes to a search field
const picker = lazyPart(() => import('./search-field.tsx').then((module) => module.default));

export interface SearchInputProps<T extends { id: number }> {
  value: T | null;
  onChange: (next: T | null) => void;
  label: string;
  required?: boolean;
  /** The field's message, translated. */
  error?: string;
  width?: number | string | Record<string, number | string>;
  testId: string;
  noOptionsText: string;
  optionLabel: (option: T) => string;
  /** The query of the options for what is typed (the server searches): a `queryOptions` result. */
  search: (keyword: string) => SearchQuery<T>;
}

/** What the field needs of a search's `queryOptions`. */
export interface SearchQuery<T> {
  queryKey: readonly unknown[];
  queryFn?(context: { signal: AbortSignal }): T[] | Promise<T[]>;
}

/**
 * A field that searches the server as the user types and picks one of its answers (a store, a
 * customer). Until it is used it is a plain text field under the same label and test id: the
 * pointer starts loading the picker, the focus puts it in its place, focused, with what was typed
 * meanwhile as its search and its options open after a click or a key. Once loaded, the fields
 * shown later are the picker at once.
 */
export function SearchInput<T extends { id: number }>(props: SearchInputProps<T>) {
  const { value, label, required, error, width, testId, optionLabel } = props;
  const { Part: Picker, focused, standIn } = useOnUse(picker);
  const [typed, setTyped] = useState<string | null>(null);
  const [pressed, setPressed] = useState(false);
  if (Picker)
    return <Picker {...props} autoFocus={focused} typed={typed} openAtOnce={focused && (pressed || typed !== null)} />;
  return (
    <TextField
      size="small"
      label={label}
      required={required}
      error={Boolean(error)}
      helperText={error}
      value={typed ?? (value ? optionLabel(value) : '')}
      onChange={(event) => setTyped(event.target.value)}
      {...standIn}
      onPointerDown={() => setPressed(true)}
      sx={{ width }}
      slotProps={{
        htmlInput: { 'data-testid': testId, autoComplete: 'off' },
        // the picker's open button, drawn where it will be
        input: {
          endAdornment: (
            <InputAdornment position="end" aria-hidden="true">
              <Box component="span" sx={{ display: 'flex', p: '2px', mr: '-6px', color: 'action.active' }}>
                <ArrowDropDownIcon />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
