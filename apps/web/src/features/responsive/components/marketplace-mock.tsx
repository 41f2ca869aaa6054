import type { BannerPosition, PreviewBanner, PreviewPage, PreviewState } from '@admin/contract';
import Box from '@mui/material/Box';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND, BRAND_INFO } from '../../../lib/brand.ts';
import { DEVICES, type Device } from '../marketplace.ts';

/**
 * A marketplace page drawn at the device's width with the content's own pictures: the header, the
 * slider, the top banners, product cards with the middle banners between them and the bottom ones
 * after, and at desktop width a sidebar column. Product cards are grey placeholders.
 */

const INK = '#1d2433';
const MUTED = '#4a5468';
const PLACEHOLDER = '#e9edf3';

export function StateBadge({ state }: { state: PreviewState }) {
  const { t } = useTranslation();
  if (state === 'live') return null;
  return (
    <Box
      component="span"
      data-testid="mock-state"
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 700,
        bgcolor: '#fff3cd',
        color: '#5c4400',
        border: '1px solid #e0c066',
      }}
    >
      {t(`responsive.state.${state}`)}
    </Box>
  );
}

function BannerPicture({ banner, ratio }: { banner: PreviewBanner; ratio?: string }) {
  const src = banner.thumbnail?.original;
  return src ? (
    <Box
      component="img"
      src={src}
      alt={banner.title}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: ratio,
        height: ratio ? undefined : 'auto',
        objectFit: 'cover',
      }}
    />
  ) : (
    <Box
      sx={{
        aspectRatio: ratio ?? '3 / 1',
        display: 'grid',
        placeItems: 'center',
        bgcolor: PLACEHOLDER,
        color: INK,
        p: 2,
        textAlign: 'center',
      }}
    >
      {banner.title}
    </Box>
  );
}

function MockBanner({ banner, ratio }: { banner: PreviewBanner; ratio?: string }) {
  return (
    <Box
      data-testid={`mock-banner-${banner.id}`}
      data-position={banner.position}
      sx={{
        position: 'relative',
        borderRadius: '8px',
        overflow: 'hidden',
        outline: banner.state === 'live' ? undefined : '3px dashed #b08900',
        outlineOffset: '-3px',
      }}
    >
      <BannerPicture banner={banner} ratio={ratio} />
      <StateBadge state={banner.state} />
    </Box>
  );
}

/** The slider: one slide at a time (the first when it opens), a dot per slide to move to it. */
function Slider({ slides }: { slides: PreviewBanner[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const index = chosen < slides.length ? chosen : 0;
  return (
    <Box data-testid="mock-slider" sx={{ position: 'relative' }}>
      <MockBanner banner={slides[index]} ratio="3 / 1" />
      {slides.length > 1 && (
        <Box
          role="group"
          aria-label={t('responsive.mock.slides')}
          sx={{ display: 'flex', justifyContent: 'center', gap: '8px', mt: '6px' }}
        >
          {slides.map((slide, i) => (
            <Box
              key={slide.id}
              component="button"
              type="button"
              aria-label={t('responsive.mock.slide', { index: i + 1, count: slides.length, title: slide.title })}
              aria-pressed={i === index}
              onClick={() => setChosen(i)}
              data-testid={`mock-dot-${i}`}
              sx={{
                width: 28,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: i === index ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: i === index ? BRAND.accent : '#8a93a6',
                },
                '&:focus-visible': { outline: `2px solid ${BRAND.primary}`, borderRadius: 1 },
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function Stack({ banners, testId }: { banners: PreviewBanner[]; testId: string }) {
  if (banners.length === 0) return null;
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: '12px' }}>
      {banners.map((b) => (
        <MockBanner key={b.id} banner={b} />
      ))}
    </Box>
  );
}

function ProductCards({ count, columns }: { count: number; columns: number }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: '12px' }}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ border: '1px solid #e3e7ee', borderRadius: '8px', overflow: 'hidden', bgcolor: '#fff' }}>
          <Box sx={{ aspectRatio: '4 / 3', bgcolor: PLACEHOLDER }} />
          <Box sx={{ p: '8px', display: 'grid', gap: '6px' }}>
            <Box sx={{ height: 10, width: '85%', borderRadius: 1, bgcolor: '#d5dbe5' }} />
            <Box sx={{ height: 10, width: '45%', borderRadius: 1, bgcolor: '#f6c7b1' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SectionTitle({ children }: { children: string }) {
  return <Box sx={{ fontSize: 17, fontWeight: 700, color: INK, mt: '4px' }}>{children}</Box>;
}

function Header({ device, pages }: { device: Device; pages: PreviewPage[] }) {
  const { t } = useTranslation();
  const wide = device !== 'phone';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: '16px',
        px: '16px',
        height: 56,
        borderBottom: '1px solid #e3e7ee',
        bgcolor: '#fff',
        color: INK,
      }}
    >
      {!wide && <MenuRounded aria-hidden sx={{ color: INK }} />}
      <Box sx={{ fontWeight: 800, fontSize: 20, color: '#c4470f', whiteSpace: 'nowrap' }}>{BRAND_INFO.name}</Box>
      {wide && (
        <Box
          sx={{ display: 'flex', gap: '16px', fontSize: 14, color: MUTED, overflow: 'hidden', whiteSpace: 'nowrap' }}
        >
          {pages
            .filter((p) => p.status === 1)
            .slice(0, device === 'desktop' ? 5 : 3)
            .map((p) => (
              <span key={p.id}>{p.title}</span>
            ))}
        </Box>
      )}
      <Box
        sx={{
          ml: 'auto',
          display: 'flex',
          alignItems: 'center',
          gap: '6px',
          height: 36,
          px: '12px',
          width: wide ? 260 : 'auto',
          flexShrink: 0,
          borderRadius: '18px',
          bgcolor: '#f1f3f7',
          color: MUTED,
          fontSize: 13,
          whiteSpace: 'nowrap',
        }}
      >
        <SearchRounded aria-hidden fontSize="small" />
        {wide && t('responsive.mock.search')}
      </Box>
    </Box>
  );
}

export function MarketplaceMock({
  device,
  banners,
  pages,
  page,
}: {
  device: Device;
  banners: PreviewBanner[];
  pages: PreviewPage[];
  page: PreviewPage | null;
}) {
  const { t } = useTranslation();
  const { columns } = DEVICES[device];
  const at = (position: BannerPosition) => banners.filter((b) => b.position === position);
  const slides = at('slider');
  const desktop = device === 'desktop';
  const main = (
    <Box sx={{ display: 'grid', gap: '16px', alignContent: 'start', minWidth: 0 }}>
      <SectionTitle>{t('responsive.mock.newest')}</SectionTitle>
      <ProductCards count={columns * 2} columns={columns} />
      <Stack banners={at('middle')} testId="mock-middle" />
      <SectionTitle>{t('responsive.mock.inspected')}</SectionTitle>
      <ProductCards count={columns * 2} columns={columns} />
      <Stack banners={at('bottom')} testId="mock-bottom" />
    </Box>
  );
  return (
    <Box sx={{ bgcolor: '#f7f8fb', color: INK, minHeight: '100%', fontFamily: 'Roboto, Arial, sans-serif' }}>
      <Header device={device} pages={pages} />
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: desktop ? '24px' : '16px',
          py: '16px',
          display: 'grid',
          gap: '16px',
        }}
      >
        {page && <Box sx={{ fontSize: 13, color: MUTED }}>{`${BRAND_INFO.name} › ${page.title}`}</Box>}
        {slides.length > 0 && <Slider slides={slides} />}
        <Stack banners={at('top')} testId="mock-top" />
        {desktop ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 280px', gap: '24px', alignItems: 'start' }}>
            {main}
            <Box data-testid="mock-sidebar" sx={{ display: 'grid', gap: '12px' }}>
              {at('sidebar').map((b) => (
                <MockBanner key={b.id} banner={b} />
              ))}
              <Box aria-hidden sx={{ height: 220, borderRadius: '8px', bgcolor: PLACEHOLDER }} />
            </Box>
          </Box>
        ) : (
          main
        )}
      </Box>
      <Box sx={{ mt: '8px', px: '16px', py: '20px', bgcolor: '#0f1d36', color: '#e6ebf5', fontSize: 13 }}>
        {`${BRAND_INFO.name} · ${BRAND_INFO.hotline} · ${BRAND_INFO.email}`}
      </Box>
    </Box>
  );
}
