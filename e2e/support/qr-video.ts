import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

/**
 * A camera's picture of a QR code, as Chromium's fake camera plays it
 * (`--use-file-for-fake-video-capture`): a Y4M file (YUV 4:2:0), one still frame of the code on
 * white, which Chromium loops.
 */
export function writeQrVideo(file: string, text: string, { width = 640, height = 480, module = 9 } = {}) {
  const { data, size } = encode(text, { border: 4, ecc: 'M' });
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - size * module) / 2);
  const top = Math.floor((height - size * module) / 2);
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < module; dy++)
        luma.fill(
          0,
          (top + y * module + dy) * width + left + x * module,
          (top + y * module + dy) * width + left + (x + 1) * module,
        );
    });
  });
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([header, frame]));
}
