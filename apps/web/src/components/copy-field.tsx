import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // clipboard API unavailable (plain http): fall back to a hidden textarea
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** A value shown in a monospace box with a Copy button (temporary passwords, invitation links). */
export function CopyField({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        pl: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        bgcolor: 'muted',
      }}
    >
      <Box
        component="code"
        data-testid={testId}
        sx={{ flex: 1, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', userSelect: 'all' }}
      >
        {value}
      </Box>
      <Button
        size="small"
        variant={copied ? 'outlined' : 'contained'}
        color={copied ? 'success' : 'primary'}
        startIcon={copied ? <CheckRounded fontSize="small" /> : <ContentCopyRounded fontSize="small" />}
        onClick={async () => setCopied(await copyText(value))}
        data-testid={testId ? `${testId}-copy` : undefined}
        sx={{ flexShrink: 0 }}
      >
        {copied ? t('actions.copied') : t('actions.copy')}
      </Button>
    </Box>
  );
}
