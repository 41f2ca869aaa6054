import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import type { VisibilityState } from '@tanstack/react-table';

/** The data table's columns menu: a checkbox per column that may be hidden (data-table.tsx). */
export default function DataTableColumns({
  anchor,
  onClose,
  columns,
  hidden,
  onChange,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  columns: { field: string; label: string }[];
  hidden: VisibilityState;
  onChange: (next: VisibilityState) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <Box className="DataTable-columnsMenu" sx={{ display: 'flex', flexDirection: 'column', px: 2, py: 0.5 }}>
        {columns.map((c) => (
          <FormControlLabel
            key={c.field}
            label={c.label}
            control={
              <Checkbox
                size="small"
                checked={hidden[c.field] !== false}
                onChange={(e) => onChange({ ...hidden, [c.field]: e.target.checked })}
              />
            }
          />
        ))}
      </Box>
    </Menu>
  );
}
