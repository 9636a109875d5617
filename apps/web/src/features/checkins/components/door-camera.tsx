import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often a frame is looked at: fast enough to feel instant, light enough for a tablet. */
const SCAN_EVERY_MS = 300;

interface Detector {
  detect(source: HTMLVideoElement | ImageData): Promise<{ rawValue: string }[]>;
}
type DetectorClass = (new (options: {
  formats: string[];
}) => Detector) & {
  getSupportedFormats?: () => Promise<string[]>;
};

/**
 * A reader of the frame's QR code: the browser's own BarcodeDetector where there is one (Chrome
 * on Android, Safari), else jsQR, loaded only here.
 */
async function makeReader(): Promise<
  (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>
> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  // Some browsers have the class but no QR reader behind it (desktop Linux): jsQR then.
  const formats = (await Native?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * The door's camera, facing whoever stands at the tablet: every code it reads goes to `onCode`.
 * Without a camera (none, or permission refused) it says so; the typed field still works.
 */
export function DoorCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<'starting' | 'on' | 'off'>('starting');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
        const element = video.current;
        if (stopped || !element || !canvas.current) return;
        element.srcObject = stream;
        await element.play();
        const read = await makeReader();
        setState('on');
        const look = async () => {
          if (stopped || !video.current || !canvas.current) return;
          const text = await read(video.current, canvas.current).catch(() => null);
          if (text) handler.current(text);
          timer = window.setTimeout(() => void look(), SCAN_EVERY_MS);
        };
        void look();
      } catch {
        if (!stopped) setState('off');
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="relative overflow-hidden rounded-3xl bg-black">
      <video ref={video} muted playsInline className="aspect-video w-full object-cover" />
      <canvas ref={canvas} hidden />
      <p className="absolute inset-x-0 bottom-0 bg-black/70 px-4 py-2 text-center text-sm text-white">
        {state === 'on' ? t('door.camera_on') : state === 'off' ? t('door.camera_off') : t('common.loading')}
      </p>
    </div>
  );
}
