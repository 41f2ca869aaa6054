import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { SearchInputProps } from './search-input.tsx';

/**
 * The search-as-you-type picker (MUI's Autocomplete with Popper.js): the lazy half of `SearchInput`.
 * `typed` is what was typed in its stand-in, kept as the search; `openAtOnce` opens the options as
 * it takes the stand-in's place after a click or a key.
 */
export default function SearchField<T extends { id: number }>({
  autoFocus,
  typed,
  openAtOnce,
  ...props
}: SearchInputProps<T> & { autoFocus?: boolean; typed?: string | null; openAtOnce?: boolean }) {
  const { value, optionLabel, search, label, error, testId } = props;
  const [input, setInput] = useState(() => typed ?? (value ? optionLabel(value) : ''));
  // the Autocomplete resets its text to the value's label as it mounts (its effects run before this
  // one's): what was typed stays
  const mounting = useRef(typed != null);
  useEffect(() => void (mounting.current = false), []);
  const keyword = useDeferredValue(input);
  const { queryKey, queryFn } = search(keyword);
  // a search's answers are kept half a minute: typing back a word asks the server again only then
  const options = useQuery({ queryKey, queryFn, staleTime: 30_000 });
  return (
    <Autocomplete
      size="small"
      options={options.data ?? []}
      value={value}
      inputValue={input}
      loading={options.isFetching}
      openOnFocus={openAtOnce}
      onChange={(_e, next) => props.onChange(next)}
      onInputChange={(_e, text, reason) => {
        if (!(reason === 'reset' && mounting.current)) setInput(text);
      }}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={props.noOptionsText}
      sx={{ width: props.width }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          label={label}
          required={props.required}
          error={Boolean(error)}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
