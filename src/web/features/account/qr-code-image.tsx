import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

const size = 208;

/** The otpauth:// URI drawn as a QR code, for an authenticator app to scan. */
export function QrCodeImage({ value }: { value: string }) {
  const [drawn, setDrawn] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    toDataURL(value, { width: size, margin: 2, errorCorrectionLevel: 'M' }).then(
      (src) => live && setDrawn({ value, src }),
      () => live && setDrawn({ value, src: null }),
    );
    return () => {
      live = false;
    };
  }, [value]);

  const current = drawn?.value === value ? drawn : null;
  if (!current) {
    return <div className="size-52 animate-pulse rounded-xl bg-white/10" aria-hidden />;
  }
  if (!current.src) {
    return (
      <p className="max-w-52 text-sm text-amber-300">
        The QR code could not be drawn. Enter the setup key by hand instead.
      </p>
    );
  }
  return (
    <img
      src={current.src}
      width={size}
      height={size}
      alt="QR code for your authenticator app"
      className="size-52 rounded-xl bg-white"
    />
  );
}
