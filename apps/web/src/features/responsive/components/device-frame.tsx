import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DEVICES, type Device } from '../marketplace.ts';

/** The device's edge around the screen, in screen pixels. */
const BEZEL = { phone: 12, tablet: 16, desktop: 10 } as const;
/** Space kept under the frame, and the least screen height shown on a short window (CSS pixels). */
const BOTTOM_GAP = 24;
const MIN_SCREEN_HEIGHT = 420;

/**
 * The room the frame has: the box's width, and the window's height under the box's top. Measured
 * again when the box or the window changes size.
 */
function useRoom() {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setRoom({ width: element.clientWidth, height: window.innerHeight - top - BOTTOM_GAP });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { box, room };
}

/**
 * A device of the chosen width showing `children` at exactly that width in CSS pixels, scaled down
 * as a whole (CSS transform, proportions kept) when the page is narrower. Its screen is the
 * device's height, or less when the window is shorter (the page scrolls inside it); `overlay`
 * covers the screen without scrolling with the page, as a pop-up does.
 */
export function DeviceFrame({
  device,
  label,
  children,
  overlay,
}: {
  device: Device;
  /** The screen's name for assistive technology (a labelled region; its page scrolls, so it takes the focus). */
  label: string;
  children: ReactNode;
  overlay?: ReactNode;
}) {
  const { width, height } = DEVICES[device];
  const bezel = BEZEL[device];
  const frameWidth = width + 2 * bezel;
  const { box, room } = useRoom();
  const scale = room ? Math.min(1, room.width / frameWidth) : 1;
  const screenHeight = room
    ? Math.round(Math.min(height, Math.max(MIN_SCREEN_HEIGHT, room.height / scale - 2 * bezel)))
    : height;
  const frameHeight = screenHeight + 2 * bezel;
  const left = room ? Math.max(0, (room.width - frameWidth * scale) / 2) : 0;
  return (
    <Box ref={box} sx={{ width: '100%', height: frameHeight * scale, position: 'relative' }} data-scale={scale}>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          left,
          width: frameWidth,
          height: frameHeight,
          p: `${bezel}px`,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          bgcolor: '#1f2430',
          borderRadius: device === 'desktop' ? '10px' : device === 'tablet' ? '28px' : '36px',
          boxShadow: '0 8px 24px rgba(15, 29, 54, 0.18)',
        }}
      >
        <Box
          role="region"
          aria-label={label}
          data-testid="device-screen"
          data-device={device}
          data-width={width}
          data-height={screenHeight}
          sx={{
            position: 'relative',
            width,
            height: screenHeight,
            overflow: 'hidden',
            bgcolor: '#fff',
            borderRadius: device === 'desktop' ? '2px' : '20px',
          }}
        >
          <Box
            tabIndex={0}
            data-testid="device-scroll"
            sx={{
              position: 'absolute',
              inset: 0,
              overflowY: 'auto',
              overflowX: 'hidden',
              '&:focus-visible': { outline: '3px solid #f2641f', outlineOffset: '-3px' },
            }}
          >
            {children}
          </Box>
          {overlay}
        </Box>
      </Box>
    </Box>
  );
}
