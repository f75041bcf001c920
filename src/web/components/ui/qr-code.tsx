import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * `text` as a QR code: one SVG path of its dark modules, drawn dark on a white square with
 * the quiet zone scanners need, so it reads on the dark theme too.
 */
export function QrCode({
  text,
  label,
  size = 192,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++)
        if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    return { count: n, path: d };
  }, [text]);
  const side = count + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#0b1020" />
    </svg>
  );
}
