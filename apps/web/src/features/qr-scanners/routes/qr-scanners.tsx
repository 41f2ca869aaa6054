import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';
import VideocamOffRounded from '@mui/icons-material/VideocamOffRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { reportError } from '../../../lib/report-error.ts';
import { decodeFile, decodeImageData, resolveCode } from '../api.ts';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'none' } | { kind: 'unknown'; text: string };

/** /qr-scanners: a product, vehicle or store QR code, from the camera or a picture, opens its page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const hasCamera = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  const open = useCallback(
    async (text: string) => {
      setOutcome({ kind: 'busy' });
      try {
        const to = await resolveCode(text);
        if (to) await navigate(to);
        else setOutcome({ kind: 'unknown', text });
      } catch (error) {
        reportError(error);
        setOutcome({ kind: 'unknown', text });
      }
    },
    [navigate],
  );

  useEffect(() => {
    if (!camera) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const tick = () => {
      const video = videoRef.current;
      if (stopped || !video || !ctx) return;
      if (video.readyState >= 2 && video.videoWidth) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        ctx.drawImage(video, 0, 0);
        const text = decodeImageData(ctx.getImageData(0, 0, canvas.width, canvas.height));
        if (text) {
          setCamera(false);
          void open(text);
          return;
        }
      }
      frame = requestAnimationFrame(tick);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (stopped) return s.getTracks().forEach((tr) => tr.stop());
        if (videoRef.current) {
          videoRef.current.srcObject = s;
          void videoRef.current.play();
        }
        frame = requestAnimationFrame(tick);
      })
      .catch(() => {
        setCameraError(t('qr.cameraDenied'));
        setCamera(false);
      });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [camera, open, t]);

  return (
    <>
      <PageHeader title={t('qr.title')} subtitle={t('qr.subtitle')} />
      <Card sx={{ p: 3, maxWidth: 720, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component="label" variant="contained" startIcon={<ImageRounded />}>
            {t('qr.upload')}
            <input
              hidden
              type="file"
              accept="image/*"
              data-testid="qr-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                setOutcome({ kind: 'busy' });
                decodeFile(file)
                  .then((text) => (text ? open(text) : setOutcome({ kind: 'none' })))
                  .catch(() => setOutcome({ kind: 'none' }));
              }}
            />
          </Button>
          {hasCamera && (
            <Button
              variant="outlined"
              startIcon={camera ? <VideocamOffRounded /> : <VideocamRounded />}
              onClick={() => {
                setCameraError(null);
                setCamera((c) => !c);
              }}
            >
              {camera ? t('qr.stopCamera') : t('qr.camera')}
            </Button>
          )}
        </Box>
        {camera && (
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            sx={{ width: '100%', maxHeight: 420, bgcolor: '#000', borderRadius: 2 }}
          />
        )}
        {cameraError && <Alert severity="warning">{cameraError}</Alert>}
        {outcome.kind === 'busy' && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} /> <Typography>{t('qr.reading')}</Typography>
          </Box>
        )}
        {outcome.kind === 'none' && (
          <Alert severity="error" data-testid="qr-result">
            {t('qr.noCode')}
          </Alert>
        )}
        {outcome.kind === 'unknown' && (
          <Alert severity="warning" data-testid="qr-result">
            {t('qr.unknown', { text: outcome.text })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('qr.hint')}
        </Typography>
      </Card>
    </>
  );
}
