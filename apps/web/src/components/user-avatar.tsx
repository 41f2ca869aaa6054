import Avatar, { type AvatarProps } from '@mui/material/Avatar';

/** Initials on a colour derived from the name when there is no picture. */
export function UserAvatar({
  src,
  name,
  size = 36,
  ...props
}: { src?: string | null; name?: string | null; size?: number } & Omit<AvatarProps, 'src'>) {
  const label = (name ?? '').trim();
  const initials =
    label
      .split(/\s+/)
      .slice(-2)
      .map((p) => p[0]?.toUpperCase() ?? '')
      .join('') || '?';
  let hash = 0;
  for (const ch of label) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return (
    <Avatar
      src={src ?? undefined}
      alt={label}
      {...props}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        color: '#fff',
        // dark enough for white initials on every hue (axe colour contrast)
        bgcolor: `hsl(${hash} 50% 30%)`,
        ...props.sx,
      }}
    >
      {initials}
    </Avatar>
  );
}
